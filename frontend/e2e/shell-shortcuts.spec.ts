// Keyboard shortcuts of spec 000 §2, each pressed in a real browser on the signed-in shell.
import { expect, test, type Page } from '@playwright/test';
import { addFoodItem, signedInPage, toastText } from './support/signed-in';

const mod = 'Control';

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

test.describe('keyboard shortcuts', () => {
  test('Cmd/Ctrl+1..5 go to chat, storage, cookbook, meal planner and shopping list', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-nav', path: '/settings' });
    const targets: [string, string, RegExp][] = [
      ['1', '/', /chat/i],
      ['2', '/storage/all', /^All Items$/],
      ['3', '/cookbook', /cookbook/i],
      ['4', '/meal-planner', /meal planner/i],
      ['5', '/shopping-list', /shopping list/i],
    ];
    for (const [key, path, heading] of targets) {
      await page.locator('body').press(`${mod}+${key}`);
      await expectPath(page, path);
      if (path !== '/') await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await context.close();
  });

  test('Cmd/Ctrl+N opens Add Food; Escape closes it and gives focus back', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-add' });
    await page.locator('body').press(`${mod}+n`);
    const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
    await expect(dialog).toBeVisible();
    // Escape works from inside the dialog's search input (typing does not block it).
    await expect(dialog.getByRole('searchbox', { name: 'Search food' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const button = page.getByRole('banner').getByRole('button', { name: 'Add Food' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await context.close();
  });

  test('Cmd/Ctrl+R generates a smart recipe instead of reloading', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-recipe' });
    await addFoodItem(context, 'Spinach');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Smart Recipe' })).toBeEnabled();
    const generate: string[] = [];
    await context.route('**/api/recipes/generate', async (route) => {
      generate.push(route.request().method());
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Recipe generation is not set up' }) });
    });
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await page.locator('body').press(`${mod}+r`);
    await expect.poll(() => generate).toEqual(['POST']);
    expect(reloaded).toBe(false);
    await context.close();
  });

  test('Cmd/Ctrl+K says the command palette is coming; Shift+? lists the shortcuts', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-toasts' });
    await page.locator('body').press(`${mod}+k`);
    await expect(toastText(page, 'Coming soon! Quick access to all features.')).toBeVisible();
    await page.locator('body').press('Shift+?');
    await expect(toastText(page, 'Keyboard shortcuts')).toBeVisible();
    for (const line of ['Ctrl+1: Chat', 'Ctrl+N: Add-food dialog', 'Ctrl+K: Command palette', 'Ctrl+/: Focus search or chat input']) {
      await expect(page.getByText(line, { exact: false }).first()).toBeVisible();
    }
    // One toast at a time (spec 000 §9): the palette toast was replaced.
    await expect(toastText(page, 'Coming soon! Quick access to all features.')).toBeHidden();
    await context.close();
  });

  test('Cmd/Ctrl+/ focuses the search input of the screen, or the chat input', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-focus', path: '/shopping-list' });
    const quickAdd = page.locator('[data-shortcut-focus]');
    await expect(quickAdd).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(quickAdd).not.toBeFocused();
    await page.locator('body').press(`${mod}+/`);
    await expect(quickAdd).toBeFocused();

    await page.goto('/chat');
    const chatInput = page.locator('[data-shortcut-focus]');
    await expect(chatInput).toBeVisible();
    await page.getByRole('banner').click({ position: { x: 200, y: 5 } });
    await page.locator('body').press(`${mod}+/`);
    await expect(chatInput).toBeFocused();
    await context.close();
  });

  test('Escape clears the selection; Cmd/Ctrl+B toggles the sidebar', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-escape' });
    await expect(page.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('h1')!);
      window.getSelection()!.addRange(range);
    });
    expect(await page.evaluate(() => window.getSelection()!.toString())).toBe('All Items');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.getSelection()!.toString())).toBe('');

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('body').press(`${mod}+b`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.locator('body').press(`${mod}+b`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('every shortcut but Escape is ignored while typing in an input', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, { label: 'keys-typing', path: '/shopping-list' });
    const search = page.locator('[data-shortcut-focus]');
    await search.click();
    for (const key of ['1', '2', '4', 'n', 'k', 'b']) await page.keyboard.press(`${mod}+${key}`);
    await page.keyboard.type('?');
    await expectPath(page, '/shopping-list');
    await expect(search).toHaveValue('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toastText(page, 'Keyboard shortcuts')).toHaveCount(0);
    await expect(toastText(page, 'Coming soon! Quick access to all features.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });
});
