import { expect, type Locator, type Page } from '@playwright/test';

/** The five sign-in providers of spec 000 §2, in the spec's order, with how each button is named. */
export const providers = [
  { name: 'Google', label: /\bgoogle\b/i, id: 'google' },
  { name: 'GitHub', label: /\bgithub\b/i, id: 'github' },
  // "X" alone is too short for a loose match: it must stand as its own (capital) word.
  { name: 'X', label: /(^|\s)X(\s|$)/, id: 'x' },
  { name: 'Apple', label: /\bapple\b/i, id: 'apple' },
  { name: 'Email', label: /\be-?mail\b/i, id: 'email' },
] as const;

/** The signed-out landing page, located the way a screen-reader user would find it. */
export class LandingPage {
  readonly signUpTab: Locator;
  readonly logInTab: Locator;

  constructor(readonly page: Page) {
    this.signUpTab = page.getByRole('tab', { name: /sign up/i });
    this.logInTab = page.getByRole('tab', { name: /log in/i });
  }

  providerButton(label: RegExp): Locator {
    return this.page.getByRole('button', { name: label });
  }

  async expectShown(): Promise<void> {
    await expect(this.signUpTab).toBeVisible();
    await expect(this.logInTab).toBeVisible();
    for (const provider of providers) {
      await expect(this.providerButton(provider.label), `${provider.name} provider button`).toBeVisible();
    }
  }
}
