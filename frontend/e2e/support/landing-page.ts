import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/** Which of the five the server has set up (`GET /api/auth/providers`); Email always is. */
export async function enabledProviders(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get('/api/auth/providers');
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { id: string; enabled: boolean }[];
  return new Set(rows.filter((row) => row.enabled).map((row) => row.id));
}

/**
 * Every provider is shown; one the server has not set up says so and cannot be chosen
 * (`aria-disabled`), the others are enabled.
 */
export async function expectProvidersMatchServer(landing: LandingPage, enabled: Set<string>): Promise<void> {
  expect(enabled.has('email'), 'email sign-in always works').toBe(true);
  for (const provider of providers) {
    const button = landing.providerButton(provider.label);
    if (enabled.has(provider.id)) {
      await expect(button, `${provider.name} usable`).toBeEnabled();
      await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    } else {
      await expect(button, `${provider.name} unavailable`).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Not set up on this server');
    }
  }
}
