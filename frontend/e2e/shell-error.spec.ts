// The generic error screen of spec 000 §2/§4: a screen that fails to render shows 'Something went
// wrong'; it stays through navigation until Try Again (which renders again) or Refresh Page (which
// reloads).
import { expect, test, type BrowserContext } from '@playwright/test';
import { signedInPage } from './support/signed-in';

/**
 * Answers the shopping list read with something that is not a list, so the screen throws while
 * rendering. On the context, not the page: once the service worker controls the page, its fetches
 * bypass page routes.
 */
async function breakShoppingList(context: BrowserContext) {
  await context.route('**/api/shopping-list/items', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unexpected: true }) })
      : route.fallback(),
  );
}

test.describe('error screen', () => {
  test('Try Again renders again, and the screen stays until then', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'error-retry', path: '/settings' });
    await breakShoppingList(context);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shopping List' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

    // Navigating does not clear it (spec 000 §4)...
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(alert).toBeVisible();
    // ...Try Again does: the settings screen renders.
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await context.close();
  });

  test('Refresh Page reloads the app', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'error-refresh', path: '/settings' });
    await breakShoppingList(context);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shopping List' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();

    await context.unroute('**/api/shopping-list/items');
    // The broken answer was cached locally too; a reload must not bring it back.
    await page.evaluate(() => localStorage.removeItem('cache:shopping-list:items'));
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Refresh Page' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: /shopping list/i })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await context.close();
  });
});
