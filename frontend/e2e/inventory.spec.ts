// The inventory and the Add Food dialog (spec 000 §2, §4, §5, §8) across two devices of one
// household: what one adds shows on the other's storage view and sidebar counts without a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';

/** A toast's text (exact: the live region that announces it repeats it with a prefix). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The sidebar's All Items entry, read with its live count ("All Items (2)"). */
/** The name the server stored for the next food added from this page (its canonical food's name). */
async function addedFoodName(page: Page): Promise<string> {
  const answer = await page.waitForResponse((r) => r.url().endsWith('/api/food-items') && r.request().method() === 'POST');
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { name: string }).name;
}
const allItemsCount = (page: Page) => page.getByRole('button', { name: /^All Items \(\d+\)$/ });

async function openAddFood(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search food' })).toBeFocused();
  return dialog;
}

test.describe('inventory across two devices of one household', () => {
  test('food added on one device shows on the other without a reload; barcodes are named once', { tag: '@two-devices' }, async ({ browser }) => {
    test.setTimeout(90_000);
    const { a, b } = await twoMembersOfOneHousehold(browser);
    const alice = await a.newPage();
    const bob = await b.newPage();

    await bob.goto('/storage/all');
    await expect(bob.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    await expect(bob.getByText('No items yet')).toBeVisible();
    await expect(allItemsCount(bob)).toHaveAccessibleName('All Items (0)');

    await alice.goto('/storage/refrigerator');
    await expect(alice.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible();

    // Search by name, pick a result; the refrigerator is the default location.
    let dialog = await openAddFood(alice);
    await dialog.getByRole('searchbox', { name: 'Search food' }).fill('milk');
    const results = dialog.getByRole('region', { name: 'Search results' });
    const first = results.getByRole('button').first();
    await expect(first).toBeVisible();
    const picked = (await first.locator('span.line-clamp-2').textContent())?.trim() ?? '';
    expect(picked).not.toBe('');
    await first.click();
    await expect(dialog.getByRole('heading', { name: picked })).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: 'Storage location' })).toHaveText(/Refrigerator/);
    // The item is stored under its canonical food's short name ("Milk"), not the USDA description.
    let added = addedFoodName(alice);
    await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
    const milk = await added;
    expect(milk.length).toBeLessThan(picked.length);
    await expect(toastText(alice, `${milk} has been added to your inventory.`)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(alice.getByRole('article', { name: milk })).toBeVisible();

    // Bob's open storage view and sidebar follow, live.
    await expect(bob.getByRole('article', { name: milk })).toBeVisible();
    await expect(allItemsCount(bob)).toHaveAccessibleName('All Items (1)');

    // A barcode typed into the search box: unknown, named once, then added.
    const barcode = `9${String(Date.now()).slice(-11)}`;
    dialog = await openAddFood(alice);
    await dialog.getByRole('searchbox', { name: 'Search food' }).fill(barcode);
    await expect(toastText(alice, 'No product found with this barcode. Try searching by name instead.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Product name' }).fill('Grandma Strawberry Jam');
    await dialog.getByRole('textbox', { name: 'Brand (optional)' }).fill('Grandma');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Grandma Strawberry Jam' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Storage location' }).selectOption({ label: 'Pantry' });
    added = addedFoodName(alice);
    await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
    const jamName = await added;
    await expect(toastText(alice, `${jamName} has been added to your inventory.`)).toBeVisible();

    await expect(bob.getByRole('article', { name: jamName })).toBeVisible();
    await expect(allItemsCount(bob)).toHaveAccessibleName('All Items (2)');

    // The same code is now known to the whole household: Bob's lookup finds it.
    await bob.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
    const bobDialog = bob.getByRole('dialog', { name: 'Add Food to Inventory' });
    await bobDialog.getByRole('searchbox', { name: 'Search food' }).fill(barcode);
    await expect(bobDialog.getByRole('region', { name: 'Search results' }).getByRole('button', { name: /Grandma Strawberry Jam/ })).toBeVisible();
    await bob.keyboard.press('Escape');
    await expect(bobDialog).toBeHidden();

    // Bob uses the jam up; Alice's view drops it.
    await alice.goto('/storage/pantry');
    await expect(alice.getByRole('article', { name: jamName })).toBeVisible();
    const jam = bob.getByRole('article', { name: jamName });
    await jam.getByRole('button', { name: 'Use' }).click();
    const use = bob.getByRole('dialog', { name: `Use ${jamName}` });
    await use.getByRole('button', { name: 'All' }).click();
    await use.getByRole('button', { name: 'Use', exact: true }).click();
    await expect(toastText(bob, 'Marked as used')).toBeVisible();
    await expect(alice.getByRole('article', { name: jamName })).toBeHidden();
    await expect(allItemsCount(alice)).toHaveAccessibleName('All Items (1)');

    await a.close();
    await b.close();
  });

  test('Ctrl+N opens the dialog and the views fit a 375 px screen', async ({ browser }) => {
    const { a, b } = await twoMembersOfOneHousehold(browser);
    await b.close();
    const page = await a.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await page.keyboard.press('Control+n');
    const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
    await expect(dialog).toBeVisible();
    const open = await page.evaluate(() => ({ viewport: document.documentElement.clientWidth, document: document.documentElement.scrollWidth }));
    expect(open.document).toBeLessThanOrEqual(open.viewport);
    // Polled: the dialog zooms in for 180 ms before it settles.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    for (const path of ['/storage/all', '/food-groups', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => ({ viewport: document.documentElement.clientWidth, document: document.documentElement.scrollWidth }));
      expect(width.document, `${path} document width`).toBeLessThanOrEqual(width.viewport);
    }
    await a.close();
  });
});
