// The palette (src/index.css): every token holds its light and its dark value, and the root's
// color-scheme picks one: the system's preference, unless a theme was picked in the header or in
// settings (kept in localStorage as 'theme', set on the root as data-theme before the first render).
import { expect, test, type Browser } from '@playwright/test';

const lightBackground = 'rgb(247, 246, 243)';
const darkBackground = 'rgb(26, 25, 23)';

/** The landing page in a browser whose system asks for `system`, with `picked` saved as the theme. */
async function open(browser: Browser, system: 'light' | 'dark', picked?: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme: system });
  if (picked) await context.addInitScript((choice) => localStorage.setItem('theme', JSON.stringify(choice)), picked);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /sign up/i })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return { context, page, background };
}

test.describe('theme', () => {
  test('follows the system while none is picked, live', async ({ browser }) => {
    const { context, page, background } = await open(browser, 'dark');
    await expect.poll(background).toBe(darkBackground);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(lightBackground);
    await context.close();
  });

  test('a picked theme wins over the system, both ways', async ({ browser }) => {
    const light = await open(browser, 'dark', 'light');
    await expect.poll(light.background).toBe(lightBackground);
    await light.context.close();

    const dark = await open(browser, 'light', 'dark');
    await expect.poll(dark.background).toBe(darkBackground);
    // the text too: every token switches, not the background alone
    await expect.poll(() => dark.page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(245, 245, 244)');
    await dark.context.close();
  });
});
