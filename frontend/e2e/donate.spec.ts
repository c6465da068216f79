// Donations (/donate, /donate/success) on the default e2e server, which has no Stripe keys, and
// the small info pages (/about, /privacy, /terms). The camera test is in camera-test.spec.ts (it
// needs its own browser launch with a fake camera).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';
import { signedInPage } from './support/signed-in';

test('donate: a server without Stripe keys says donations are not set up, and never contacts Stripe', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'donate', path: '/donate' });
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (/stripe\.com/.test(request.url())) stripeRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Donations are not set up on this server' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Donation' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Donors wall' })).toBeVisible();
  await expect(page.getByText('No donors to show yet')).toBeVisible();

  const answer = await context.request.post('/api/donations/create-payment-intent', { data: { amount: 500 } });
  expect(answer.status()).toBe(503);
  expect(((await answer.json()) as { message: string }).message).toBe('Donations are not set up on this server');
  expect(stripeRequests).toEqual([]);
  await context.close();
});

test('donate: the form checks the amount, then shows the server’s answer', async ({ browser }) => {
  // the service worker would answer around page.route: block it in this context
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await signUp(context.request, 'donate-form', 'Casey');
  await completeOnboarding(context.request, ['Pantry']);
  const page = await context.newPage();
  // this server has no keys; pretend it has, to reach the form (the payment itself still goes to the real server)
  await page.route('**/api/donations/config', (route) =>
    route.fulfill({
      json: { enabled: true, publishableKey: 'pk_test_e2e', currencies: ['usd', 'eur', 'gbp', 'cad', 'aud'], defaultCurrency: 'usd', presetAmounts: [500, 1000, 2500, 5000], minAmount: 100, maxAmount: 1000000 },
    }),
  );
  await page.route(/stripe\.com/, (route) => route.abort());
  await page.goto('/donate');
  const form = page.getByRole('form', { name: 'Donation' });
  await expect(form).toBeVisible();
  const amounts = form.getByRole('radiogroup', { name: 'Amount' });
  await expect(amounts.getByRole('radio', { name: '$10' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('button', { name: 'Continue to pay $10' })).toBeVisible();
  // the form state is not reachable by the route-wide audit (no keys there): audit it here
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // keyboard: arrows move through the presets to "Other"
  await amounts.getByRole('radio', { name: '$10' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(amounts.getByRole('radio', { name: '$25' })).toHaveAttribute('aria-checked', 'true');
  await amounts.getByRole('radio', { name: 'Other' }).click();
  const custom = form.getByLabel('Your amount (USD)');
  await custom.fill('0.50');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('The smallest donation is $1')).toBeVisible();
  await custom.fill('12.50');
  await form.getByLabel('Email (optional)').fill('not-an-email');
  await form.getByRole('button', { name: 'Continue to pay $12.50' }).click();
  await expect(form.getByText('must be an email address')).toBeVisible();

  await form.getByLabel('Email (optional)').fill('');
  await form.getByLabel('Name (optional)').fill('Casey');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/donations/create-payment-intent'));
  await form.getByRole('button', { name: 'Continue to pay $12.50' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ amount: 1250, currency: 'usd', donorName: 'Casey', anonymous: false });
  await expect(form.getByRole('alert')).toHaveText('Donations are not set up on this server');
  await context.close();
});

test('donate success: without a payment to confirm, and with Stripe’s failed redirect', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'donate-success', path: '/donate/success' });
  await expect(page.getByRole('heading', { name: 'No donation to confirm' })).toBeVisible();
  await page.goto('/donate/success?payment_intent=pi_unknown&payment_intent_client_secret=pi_unknown_secret_x&redirect_status=failed');
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/donate');
  await context.close();
});

test('about, privacy and terms render with their headings and links', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'info', path: '/about' });
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Sous is' })).toBeVisible();
  await page.getByRole('link', { name: 'privacy page' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  for (const name of ['Where your data lives', 'What it stores', 'What leaves the server, and when', 'Who sees what', 'Your control']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Nothing leaves the server unless its operator has connected a service.')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Food safety is your call' })).toBeVisible();
  // 375 px: no horizontal scrolling
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/about', '/privacy', '/terms', '/donate']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
  await context.close();
});
