// Accessibility audit (issue 9): every route of the route table, the landing page and onboarding,
// in the light and the dark theme (the app follows prefers-color-scheme; each page is audited in
// both, one after the other), must have no serious or
// critical axe violation of WCAG 2.1 A/AA (colour contrast included).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';
import { auditedRoutes, waitForScreen } from './support/routes';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
    }));
}

const colorSchemes = ['light', 'dark'] as const;

/**
 * Serious violations in each colour scheme of the page as it stands. The app's dark theme is a
 * prefers-color-scheme media query, so switching the emulated scheme restyles the same page; the
 * audit waits for colour transitions (buttons fade their colours) to end before it reads contrast.
 */
async function violationsInEachScheme(page: Page) {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && /color|^all$/.test(animation.transitionProperty))
        .every((animation) => animation.playState !== 'running'),
    );
    found[colorScheme] = await seriousViolations(page);
  }
  return found;
}

const none = { light: [], dark: [] };

test.describe('axe, light and dark theme', () => {
  // two audits a test: a large screen (the glossary's admin list) takes several seconds each on a busy machine
  test.describe.configure({ timeout: 60_000 });
  test('landing page and onboarding', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('tab', { name: /sign up/i })).toBeVisible();
    expect(await violationsInEachScheme(page), 'landing page').toEqual(none);

    await signUp(context.request, 'axe-onboarding', 'Robin');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
    expect(await violationsInEachScheme(page), 'onboarding').toEqual(none);
    await context.close();
  });

  // One onboarded user for every route (a failed test restarts the worker, which signs up anew).
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    await signUp(context.request, 'axe', 'Robin');
    await completeOnboarding(context.request, ['Refrigerator', 'Pantry']);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const route of auditedRoutes()) {
    test(`${route.pattern} (${route.url})`, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(route.url);
      await waitForScreen(page);
      expect(await violationsInEachScheme(page)).toEqual(none);
    });
  }

  test('Add Food dialog and the mobile drawer', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/storage/all');
    await waitForScreen(page);
    await page.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Food to Inventory' })).toBeVisible();
    expect(await violationsInEachScheme(page), 'Add Food dialog').toEqual(none);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violationsInEachScheme(page), 'mobile drawer').toEqual(none);
  });
});
