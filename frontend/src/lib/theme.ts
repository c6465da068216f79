import { readPreference, writePreference } from './local-preference';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const storageKey = 'theme';

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (themeChoices as readonly string[]).includes(value);

export function readThemeChoice(): ThemeChoice {
  return readPreference<ThemeChoice>(storageKey, 'system', isThemeChoice);
}

/** 'system' removes the override so the CSS follows prefers-color-scheme. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function saveThemeChoice(choice: ThemeChoice): void {
  writePreference(storageKey, choice);
  applyThemeChoice(choice);
}
