// Issue 16, the inventory screens: one card per food and place with its lots, everything editable,
// a move to the freezer re-dates, and a second device of the household sees each step live; on a
// phone the inventory is a compact list with six or more items on one screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';

const phone = { width: 375, height: 812 };

/** yyyy-MM-dd of today + `days` on this machine's calendar (the browser runs on the same one). */
function dayIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openAddFood(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds food by its name as typed (the food database may or may not know it), with an amount and a date. */
async function addAsTyped(page: Page, name: string, quantity: string, unit: string, expirationDate: string): Promise<void> {
  const dialog = await openAddFood(page);
  await dialog.getByRole('searchbox', { name: 'Search food' }).fill(name);
  await dialog.getByRole('button', { name: `Add “${name}” as typed` }).click();
  await expect(dialog.getByRole('heading', { name })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await dialog.getByLabel('Unit').fill(unit);
  await dialog.getByLabel('Expiration date').fill(expirationDate);
  await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

async function openCardMenu(page: Page, name: string, choice: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: choice }).click();
}

const card = (page: Page, name: RegExp | string) => page.getByRole('article', { name });

test.describe('a kitchen you can trust', () => {
  test('chicken added twice is one card with two lots; edit and move it; the other device follows live', { tag: '@two-devices' }, async ({ browser }) => {
    test.setTimeout(150_000);
    const { a, b } = await twoMembersOfOneHousehold(browser);
    const freezer = await a.request.post('/api/storage-locations', { data: { name: 'Freezer', icon: 'snowflake' } });
    expect(freezer.ok(), await freezer.text()).toBe(true);
    const alice = await a.newPage();
    const bob = await b.newPage();
    await bob.goto('/storage/all');
    await expect(bob.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    await alice.goto('/storage/refrigerator');
    await expect(alice.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible();

    // Two adds of one food in one place with different dates: one card, two lots.
    await addAsTyped(alice, 'chicken breast', '1', 'lb', dayIn(2));
    await addAsTyped(alice, 'chicken breast', '2', 'lb', dayIn(7));
    // the add says what it did to the card (the server's sentence)
    await expect(alice.getByText(/ as a new lot expiring /).first()).toBeVisible();
    const chicken = card(alice, /^chicken breast$/i);
    await expect(chicken).toHaveCount(1);
    await expect(chicken).toContainText('3 lb');
    await expect(chicken).toContainText('1 lb expires in 2 days, 2 lb in 7');
    const bobsChicken = card(bob, /^chicken breast$/i);
    await expect(bobsChicken).toHaveCount(1);
    await expect(bobsChicken).toContainText('1 lb expires in 2 days, 2 lb in 7');
    const name = ((await chicken.getByRole('heading').textContent()) ?? '').trim();

    // Edit everything of the earliest lot: name (every lot), unit (converted by the server), expiry.
    await openCardMenu(alice, name, 'Edit…');
    let dialog = alice.getByRole('dialog', { name: `Edit ${name}` });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Chicken thighs');
    await dialog.getByLabel('Unit').fill('oz');
    await expect(dialog.getByText('1 lb becomes 16 oz.')).toBeVisible();
    await dialog.getByLabel('Expiration date').fill(dayIn(3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(alice.getByText('Chicken thighs is up to date.', { exact: true })).toBeVisible();
    const thighs = card(alice, 'Chicken thighs');
    await expect(thighs).toContainText('16 oz expires in 3 days, 2 lb in 7');
    await expect(card(bob, 'Chicken thighs')).toContainText('16 oz expires in 3 days, 2 lb in 7');
    await expect(card(bob, /^chicken breast$/i)).toHaveCount(0);

    // A move to the freezer proposes the freezer's date, and applies it.
    await openCardMenu(alice, 'Chicken thighs', 'Move to…');
    dialog = alice.getByRole('dialog', { name: 'Move Chicken thighs' });
    await dialog.getByRole('combobox').selectOption({ label: 'Freezer' });
    const proposal = dialog.getByText(/^In Freezer it keeps until /);
    await expect(proposal).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^Keep the current date/ })).not.toBeChecked();
    const until = ((await proposal.textContent()) ?? '').replace('In Freezer it keeps until ', '').replace(/\.$/, '');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(alice.getByText('Chicken thighs moved to Freezer', { exact: true })).toBeVisible();
    await expect(card(alice, 'Chicken thighs')).toHaveCount(0);

    await alice.goto('/storage/freezer');
    const frozen = card(alice, 'Chicken thighs');
    await expect(frozen.locator('[data-status]')).toHaveAttribute('title', until);
    await expect(frozen).not.toContainText('expires in 3 days');
    await expect(card(bob, 'Chicken thighs')).toContainText('Freezer');
    await expect(card(bob, 'Chicken thighs').locator('[data-status]')).toHaveAttribute('title', until);

    await a.close();
    await b.close();
  });

  test('on a phone the inventory is a compact list with six or more items in view', async ({ browser }) => {
    test.setTimeout(90_000);
    const { a, b } = await twoMembersOfOneHousehold(browser);
    await b.close();
    const locations = (await (await a.request.get('/api/storage-locations')).json()) as { id: string; name: string }[];
    const fridge = locations.find((l) => l.name === 'Refrigerator');
    expect(fridge).toBeDefined();
    for (const [index, name] of ['Milk', 'Eggs', 'Butter', 'Carrots', 'Spinach', 'Yogurt', 'Cheddar', 'Apples'].entries()) {
      const added = await a.request.post('/api/food-items', {
        data: { name, quantity: '1', unit: 'item', storageLocationId: fridge!.id, expirationDate: dayIn(3 + index) },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }
    const page = await a.newPage();
    await page.setViewportSize(phone);
    await page.goto('/storage/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const rows = page.getByRole('tabpanel').getByRole('article');
    await expect(rows).toHaveCount(8);
    const inView = await rows.evaluateAll((articles) =>
      articles.filter((article) => {
        const box = article.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
    );
    expect(inView).toBeGreaterThanOrEqual(6);
    const width = await page.evaluate(() => ({ viewport: document.documentElement.clientWidth, document: document.documentElement.scrollWidth }));
    expect(width.document).toBeLessThanOrEqual(width.viewport);

    // The grid is one tap away and remembered.
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Grid', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await a.close();
  });
});
