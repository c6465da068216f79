// Offline and installability (spec 000 §4, §9; spec 001 §4): the offline banner, the service worker
// serving the shell with no network, the inventory drawn from the local cache, writes refused
// offline, and the web app manifest with its icons.
import { expect, test, type Page } from '@playwright/test';
import { addFoodItem, signedInPage, toastText } from './support/signed-in';

/**
 * Waits until /sw.js is installed, active and controls the page. A page whose document was created
 * while the worker was still installing can miss the worker's clients.claim() (Chromium races the
 * two), and then stays uncontrolled until its next navigation; a reload is that navigation, as it is
 * for a user who opens the app again.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  await expect
    .poll(async () => {
      if (await controller()) return controller();
      await page.reload();
      return controller();
    }, { timeout: 20_000, intervals: [1_000, 2_000, 4_000] })
    .toMatch(/\/sw\.js$/);
}

test.describe('offline', () => {
  test('the banner says offline, then Back online! for 3 s', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'banner' });
    await context.setOffline(true);
    await expect(page.getByText("You're offline - Using cached data", { exact: true })).toBeVisible();
    await context.setOffline(false);
    const back = page.getByText('Back online!', { exact: true });
    await expect(back).toBeVisible();
    await expect(page.getByText("You're offline - Using cached data", { exact: true })).toBeHidden();
    await page.waitForTimeout(1_500);
    await expect(back).toBeVisible();
    await expect(back).toBeHidden({ timeout: 4_000 });
    await context.close();
  });

  test('the service worker serves the shell offline and the inventory comes from the local cache', async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page } = await signedInPage(browser, { label: 'offline-inventory' });
    const oatMilk = await addFoodItem(context, 'Offline Oat Milk');
    await page.reload();
    await expect(page.getByRole('article', { name: oatMilk })).toBeVisible();
    await waitForServiceWorker(page);

    // The lists are in the local cache, version 1, for 24 hours.
    const entry = await page.evaluate(() => JSON.parse(localStorage.getItem('cache:food-items') ?? 'null') as { version: number; expiresAt: number; data: { name: string }[] } | null);
    expect(entry?.version).toBe(1);
    expect(entry?.data.map((item) => item.name)).toContain(oatMilk);
    expect(entry!.expiresAt - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await page.evaluate(() => localStorage.getItem('cache:storage:locations'))).not.toBeNull();

    await context.setOffline(true);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.reload();
    await expect(page.getByText("You're offline - Using cached data", { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    await expect(page.getByRole('article', { name: oatMilk })).toBeVisible();
    // No read was sent: they wait for the connection and the screen shows the cached lists.
    expect(apiCalls).toEqual([]);

    // A client-side route whose code was precached opens too.
    await page.goto('/storage/refrigerator');
    await expect(page.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Back online!', { exact: true })).toBeVisible();
    await context.close();
  });

  test('a shopping-list write made offline is queued as pending and saved once on reconnect (issue 21)', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'offline-write', path: '/shopping-list' });
    const input = page.locator('[data-shortcut-focus]');
    await expect(input).toBeVisible();
    await context.setOffline(true);
    await input.fill('Offline eggs');
    await input.press('Enter');
    await expect(page.getByTestId('pending-writes')).toHaveText('1 pending');
    await expect(toastText(page, "You're offline")).toBeHidden();
    await context.setOffline(false);
    await expect(page.getByTestId('pending-writes')).toHaveCount(0);
    const list = (await (await context.request.get('/api/shopping-list/items')).json()) as { ingredient: string }[];
    expect(list.filter((item) => item.ingredient.toLowerCase() === 'offline eggs')).toHaveLength(1);
    await context.close();
  });
});

test.describe('service worker', () => {
  test('is served from /sw.js, revalidated on every load', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const source = await response.text();
    // The build filled in the precache list: the entry script of index.html is in it.
    const index = await (await request.get('/')).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(index)?.[1];
    expect(entry).toBeTruthy();
    expect(source).toContain(`"${entry}"`);
    expect(source).not.toContain("version: 'dev'");
  });

  test('caches API reads for offline use but never auth answers', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'sw-cache' });
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    const cachedPaths = () =>
      page.evaluate(async () => {
        const cache = await caches.open('sous-api-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
    // the worker stores a copy after it has answered the page: on a busy machine a moment later
    await expect.poll(cachedPaths).toContain('/api/food-items');
    expect((await cachedPaths()).filter((path) => path.startsWith('/api/auth'))).toEqual([]);
    await context.close();
  });
});

test.describe('web app manifest', () => {
  test('names the app and points at icons that exist', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Sous', start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') {
        const bytes = await response.body();
        // PNG signature, then the IHDR width and height
        expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
        const [width] = icon.sizes.split('x').map(Number);
        expect(bytes.readUInt32BE(16)).toBe(width);
        expect(bytes.readUInt32BE(20)).toBe(width);
      }
    }
  });
});
