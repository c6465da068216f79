import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeOnboarding, uniqueEmail } from './support/household';
import { ok } from './support/api';

// Issue 32: a user who forgot their password gets a one-time link from an admin (no mail server
// here), opens it, chooses a new password, and logs in with it; the old password and the old
// session are gone.

// the admin of cooking-terms-admin.spec.ts (ADMIN_EMAILS in scripts/e2e.mjs), signed up the same way
const adminEmail = 'e2e-admin@e2e.sous.test';
const oldPassword = 'correct horse battery';
const newPassword = 'a kitchen of my own';

/** Serious or critical WCAG 2.1 A/AA violations (as a11y.spec.ts audits every route). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the page scrolls sideways (it must not, down to 375 px). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Signs the admin in, signing them up (and onboarding them) when this server has not seen them yet. */
async function signInAdmin(request: APIRequestContext): Promise<void> {
  const signup = await request.post('/api/auth/email/signup', { data: { email: adminEmail, password: oldPassword, firstName: 'Ada', lastName: 'Admin' } });
  if (signup.status() === 201) {
    await completeOnboarding(request, ['Refrigerator']);
    return;
  }
  await ok(await request.post('/api/auth/email/login', { data: { email: adminEmail, password: oldPassword } }), 'admin login');
}

test('an admin makes a reset link, the user opens it, sets a password and logs in with it', async ({ browser }) => {
  const adminContext = await browser.newContext();
  await signInAdmin(adminContext.request);

  // The user, signed in on one device, who will forget the password
  const email = uniqueEmail('forgetful');
  const oldDevice = await browser.newContext();
  await ok(await oldDevice.request.post('/api/auth/email/signup', { data: { email, password: oldPassword, firstName: 'Rosa', lastName: 'Tester' } }), 'signup');
  await completeOnboarding(oldDevice.request, ['Pantry']);

  const link = await ok<{ email: string; url: string; expiresAt: string }>(
    await adminContext.request.post('/api/admin/password-resets', { data: { email: email.toUpperCase() } }),
    'POST /api/admin/password-resets',
  );
  expect(link.email).toBe(email);
  expect(link.url).toMatch(/\/reset-password#token=[A-Za-z0-9_-]{43}$/);

  // A fresh browser, a phone, opens the link
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page), 'reset screen').toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('not the same');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm new password', { exact: true })).toBeFocused();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/auth/email/password-reset') && r.request().method() === 'POST');
  await page.getByLabel('Confirm new password', { exact: true }).press('Enter');
  expect((await reset).status()).toBe(200);

  // The log-in form, filled in, says what happened
  await expect(page.getByText(/Your password was changed and every device was signed out/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Log in with email' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveCount(0, { timeout: 20_000 });
  expect((await context.request.get('/api/auth/user')).status()).toBe(200);

  // The device that was signed in before is signed out, the old password no longer works, the link is used up
  expect((await oldDevice.request.get('/api/auth/user')).status()).toBe(401);
  expect((await context.request.post('/api/auth/email/login', { data: { email, password: oldPassword } })).status()).toBe(401);
  const again = await context.request.post('/api/auth/email/password-reset', { data: { token: link.url.split('#token=')[1], password: 'one more time' } });
  expect(again.status()).toBe(400);

  // Opening the used link again says so and offers a new one
  await page.goto(link.url);
  await page.getByLabel('New password', { exact: true }).fill('one more password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('one more password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid, has expired or was already used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await Promise.all([adminContext.close(), oldDevice.close(), context.close()]);
});

test('"Forgot password?" on the log-in form explains that an admin makes the link when mail is not set up', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/?auth=email');
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByText('Password reset by email is not set up on this server.')).toBeVisible();
  await expect(page.getByText(/Reset a user’s password/)).toBeVisible();
  expect(await seriousViolations(page), 'forgot password screen').toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});
