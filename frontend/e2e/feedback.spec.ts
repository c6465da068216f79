import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';
import { signedInPage } from './support/signed-in';
import { ok, signInAdmin } from './support/api';

// Feedback from the floating widget lands on the board, where a vote toggles; an admin triages it
// and its author sees the new status; the analytics page is for admins only.

const adminEmail = 'e2e-feedback-admin@e2e.sous.test';

const cardOf = (page: Page, text: string) => page.getByRole('article', { name: text });

/** Serious or critical axe findings (WCAG 2.x A/AA), as rule ids. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`).join('; ')}`);
}

test('feedback sent from the widget shows on the board, and an upvote toggles its count', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'feedback', path: '/cookbook' });
  const text = `Let me sort the cookbook by cooking time ${Date.now()}`;

  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const panel = page.getByRole('dialog', { name: 'Send Feedback' });
  await panel.getByText('Idea', { exact: true }).click();
  await panel.getByRole('button', { name: '5 stars' }).click();
  await panel.getByLabel('Your feedback').fill(text);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Send Feedback' }).click();
  expect((await sent).status()).toBe(201);
  await expect(panel.getByText('Thanks for your feedback!')).toBeVisible();
  expect(await seriousViolations(page), 'widget open').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/feedback');
  const card = cardOf(page, text);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('feedback-badges').getByText('Idea', { exact: true })).toBeVisible();
  await expect(card.getByTestId('feedback-badges').getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText('from /cookbook')).toBeVisible();

  const upvote = card.getByRole('button', { name: /^Upvote/ });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  // each toggle waits for the server's answer: the reload below must find the last one stored
  const toggle = () => Promise.all([page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/upvote') && res.ok()), upvote.click()]);
  await toggle();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('1');
  await toggle();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(upvote.getByTestId('upvote-count')).toHaveText('0');
  await toggle();
  await page.reload();
  await expect(cardOf(page, text).getByRole('button', { name: /^Upvote/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardOf(page, text).getByTestId('upvote-count')).toHaveText('1');
  await context.close();
});

test('an admin changes the status and replies; the author sees both; analytics are for admins', async ({ browser }) => {
  const memberContext = await browser.newContext();
  await signUp(memberContext.request, 'feedback-member', 'Mel');
  await completeOnboarding(memberContext.request, ['Pantry']);
  const text = `The timer beeps twice at the end ${Date.now()}`;
  await ok(await memberContext.request.post('/api/feedback', { data: { type: 'bug', content: text } }), 'POST /api/feedback');

  const adminContext = await browser.newContext();
  await signInAdmin(adminContext.request, adminEmail);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/feedback');
  const card = cardOf(adminPage, text);
  await expect(card).toBeVisible({ timeout: 20_000 });
  const patched = adminPage.waitForResponse((r) => r.url().includes('/api/feedback/') && r.request().method() === 'PATCH');
  await card.getByLabel('Status').selectOption('completed');
  expect((await patched).status()).toBe(200);
  await expect(card.getByTestId('feedback-badges').getByText('Completed', { exact: true })).toBeVisible();
  await card.getByLabel('Reply').fill('Fixed in the next update, thanks!');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('Fixed in the next update, thanks!')).toBeVisible();

  expect(await seriousViolations(adminPage), 'board with admin controls').toEqual([]);

  await adminPage.goto('/feedback-analytics');
  await expect(adminPage.getByText('Total feedback')).toBeVisible({ timeout: 20_000 });
  await expect(adminPage.getByRole('table', { name: 'By type' })).toBeAttached();
  expect(await seriousViolations(adminPage), 'analytics with charts').toEqual([]);

  const memberPage = await memberContext.newPage();
  await memberPage.goto('/feedback');
  const seen = cardOf(memberPage, text);
  await expect(seen).toBeVisible({ timeout: 20_000 });
  await expect(seen.getByTestId('feedback-badges').getByText('Completed', { exact: true })).toBeVisible();
  await expect(seen.getByText('Fixed in the next update, thanks!')).toBeVisible();
  await expect(seen.getByRole('group', { name: 'Admin controls' })).toHaveCount(0);
  await memberPage.goto('/feedback-analytics');
  await expect(memberPage.getByText('Admins only')).toBeVisible({ timeout: 20_000 });

  await adminContext.close();
  await memberContext.close();
});

test('the app reports web vitals by beacon to /api/analytics', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, { label: 'vitals', path: '/cookbook' });
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics') && r.method() === 'POST', { timeout: 20_000 });
  await page.goto('/shopping-list');
  const request = await beacon;
  const body = JSON.parse(request.postData() ?? '{}') as { name?: string; value?: number; rating?: string; id?: string };
  expect(['FCP', 'TTFB', 'LCP', 'CLS', 'INP']).toContain(body.name);
  expect(typeof body.value).toBe('number');
  expect(['good', 'needs-improvement', 'poor']).toContain(body.rating);
  expect(body.id).toBeTruthy();
  const answer = await request.response();
  expect(answer?.status()).toBe(204);
  await context.close();
});
