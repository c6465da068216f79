// Every route at phone (375 px) and desktop (1280 px) width: no sideways scrolling on a phone,
// the sidebar as a drawer, dialogs full width; a screenshot of each is written to
// test-results/screenshots/<width>/<route>.png for a person to look at.
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';
import { auditedRoutes, waitForScreen } from './support/routes';

const shots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const viewport of widths) {
  test.describe(`${viewport.width} px`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport, colorScheme: 'light' });
      await signUp(context.request, `responsive-${viewport.width}`, 'Jordan');
      await completeOnboarding(context.request, ['Refrigerator', 'Pantry']);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const route of auditedRoutes()) {
      test(`${route.url}`, async () => {
        await page.goto(route.url);
        await waitForScreen(page);
        await page.screenshot({ path: `${shots}${viewport.width}/${route.name}.png`, fullPage: true });
        if (viewport.width === 375) expect(await horizontalOverflow(page), 'sideways scrolling').toBeLessThanOrEqual(0);
      });
    }

    test('sidebar and dialog', async () => {
      await page.goto('/storage/all');
      await waitForScreen(page);
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      await toggle.click();
      if (viewport.width === 375) {
        // A drawer over the page, 18rem wide (capped at 85% of the screen).
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
        const box = await drawer.boundingBox();
        expect(box!.width).toBeCloseTo(Math.min(18 * 16, 0.85 * viewport.width), 0);
        await page.screenshot({ path: `${shots}${viewport.width}/drawer.png` });
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(toggle).toBeFocused();
      } else {
        // Collapsed to a 3rem icon rail, then back to 16rem.
        const rail = page.locator('[data-sidebar="sidebar"], aside').first();
        await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48);
        await toggle.click();
        await expect.poll(async () => (await rail.boundingBox())?.width).toBe(256);
      }

      await page.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
      await expect(dialog).toBeVisible();
      // The open animation must not slide the dialog in from the side: it is centred at once.
      const box = (await dialog.boundingBox())!;
      const centre = box.x + box.width / 2;
      expect(Math.abs(centre - viewport.width / 2)).toBeLessThan(4);
      // Full width on a phone (an 8 px margin each side) once the 180 ms open animation is over.
      await page.waitForTimeout(300);
      if (viewport.width === 375) expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(viewport.width - 16 - 1);
      await page.screenshot({ path: `${shots}${viewport.width}/add-food-dialog.png` });
      await page.keyboard.press('Escape');
    });
  });
}
