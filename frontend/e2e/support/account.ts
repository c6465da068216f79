import { expect, type Page } from '@playwright/test';
import { LandingPage } from './landing-page';

export const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const password = 'correct horse battery';

/** From the landing page through the Email button's redirect to a submitted sign-up form. */
export async function signUpByEmail(page: Page, email: string, firstName = 'Ada', lastName = 'Lovelace'): Promise<void> {
  await page.goto('/');
  const landing = new LandingPage(page);
  await landing.expectShown();
  await landing.providerButton(/\be-?mail\b/i).click();
  // `/api/login?provider=email` redirects to the email page of the app.
  await expect(page).toHaveURL(/\/\?auth=email$/);
  await expect(landing.signUpTab).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign up with email' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Completes onboarding with its defaults and waits for the app. */
export async function completeOnboardingWithDefaults(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeVisible();
  const completed = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/complete') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  const answer = await completed;
  expect(answer.status(), `POST /api/onboarding/complete answered ${answer.status()}: ${await answer.text()}`).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
}
