import { keyboardShortcuts, messages } from '@sous/contracts';
import { toast } from '@/lib/toast-store';

/** Shortcuts whose targets exist today. */
const liveKeys = new Set(['1', '2', '3', '4', '5', 'N', 'R', 'K', '/', 'B']);

/** Cmd/Ctrl+1..5 destinations (spec 000 §2). */
export const shortcutRoutes: Record<string, string> = {
  '1': '/',
  '2': '/storage/all',
  '3': '/cookbook',
  '4': '/meal-planner',
  '5': '/shopping-list',
};

export const isApplePlatform = () => /Mac|iPhone|iPad/i.test(navigator.userAgent);

export function shortcutHelpLines(): string[] {
  const mod = isApplePlatform() ? '⌘' : 'Ctrl';
  return [
    ...keyboardShortcuts.filter((s) => liveKeys.has(s.key)).map((s) => `${mod}+${s.key}: ${s.action}`),
    'Shift+?: Show shortcuts',
    'Esc: Close dialogs',
  ];
}

export function showShortcutHelp(): void {
  toast({ title: 'Keyboard shortcuts', description: shortcutHelpLines().join('\n'), duration: 10_000 });
}

export function showCommandPaletteSoon(): void {
  toast({ title: messages.commandPaletteSoon });
}

export { isTypingTarget } from '@/lib/typing-target';

/** '/' focuses the screen's search or chat input: pages mark it with data-shortcut-focus. */
export function focusSearchInput(): boolean {
  const target = document.querySelector<HTMLElement>('[data-shortcut-focus], input[type="search"]');
  target?.focus();
  return target !== null;
}
