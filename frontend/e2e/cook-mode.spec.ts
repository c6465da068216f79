// Cook mode (issue 35): started on one device from the recipe card, followed by another device of
// the same household: its step, its timer counting from server time; "Done" offers Cook with the
// stock preview, and cooking takes the food out of the inventory.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';
import { ok } from './support/api';

async function butterLeft(request: APIRequestContext): Promise<number> {
  const items = await ok<{ name: string; quantity: string }[]>(await request.get('/api/food-items'), 'food items');
  return Number(items.find((item) => item.name === 'Butter')?.quantity);
}

/** Serious or critical WCAG 2.1 AA problems of what the page shows. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The seconds a device's countdown shows for the Sweat timer ('7:58' → 478). */
async function sweatSecondsShown(page: Page): Promise<number> {
  const label = (await page.getByRole('status', { name: /^Sweat: \d+:\d\d$/ }).getAttribute('aria-label')) ?? '';
  const [minutes, seconds] = label.replace('Sweat: ', '').split(':').map(Number);
  return minutes * 60 + seconds;
}

test('cook mode: start on one device, the other follows the step and the timer; Done cooks from the inventory', { tag: '@two-devices' }, async ({ browser }) => {
  // two devices, a sign-up each, a timer and a cook: well over the 30 s default on a loaded 2-core runner
  test.setTimeout(120_000);
  const { a, b } = await twoMembersOfOneHousehold(browser);
  try {
    const [fridge] = await ok<{ id: string; name: string }[]>(await a.request.get('/api/storage-locations'), 'storage locations');
    await ok(await a.request.post('/api/food-items', { data: { name: 'Butter', quantity: '250', unit: 'g', storageLocationId: fridge.id } }), 'adding butter');
    const recipe = await ok<{ id: string }>(
      await a.request.post('/api/recipes', {
        data: {
          title: 'Leek soup',
          servings: 4,
          ingredients: ['100 g butter', '3 leeks, sliced', '1 l vegetable stock'],
          instructions: ['Melt 50 g of the butter in a large pan.', 'Sweat the leeks for 8-10 minutes.', 'Add the stock and simmer for 20 minutes, then blend.'],
        },
      }),
      'POST /api/recipes',
    );

    // device A: the recipe card's "Start cooking", at the card's servings
    const tablet = await a.newPage();
    await tablet.goto(`/cookbook?recipe=${recipe.id}`);
    await tablet.getByRole('link', { name: 'Start cooking' }).click();
    await expect(tablet).toHaveURL(new RegExp(`/recipes/${recipe.id}/cook\\?servings=4$`));
    await tablet.getByRole('button', { name: 'Start cooking' }).click();
    await expect(tablet.getByTestId('cook-step')).toContainText('Melt 50 g of the butter in a large pan.');
    await expect(tablet.getByRole('complementary', { name: 'For this step' })).toContainText('100 g butter');

    // device B (a phone) opens the recipe while A cooks: it joins at A's step
    const phone = await b.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/recipes/${recipe.id}/cook`);
    await expect(phone.getByTestId('cook-step')).toContainText('Melt 50 g of the butter in a large pan.');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A moves on with the arrow key; B follows without a reload
    await tablet.keyboard.press('ArrowRight');
    await expect(tablet.getByTestId('cook-step')).toContainText('Sweat the leeks for 8-10 minutes.');
    await expect(phone.getByTestId('cook-step')).toContainText('Sweat the leeks for 8-10 minutes.', { timeout: 15_000 });
    await expect(phone.getByText('Set to 8 minutes, the lower end of 8-10 minutes')).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);

    // A starts the timer; B's countdown runs on the same server instant
    await tablet.getByRole('button', { name: 'Start Sweat timer' }).click();
    await expect(phone.getByRole('button', { name: 'Pause Sweat timer' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => sweatSecondsShown(phone), { timeout: 10_000 }).toBeLessThan(480);
    const [onTablet, onPhone] = await Promise.all([sweatSecondsShown(tablet), sweatSecondsShown(phone)]);
    expect(Math.abs(onTablet - onPhone)).toBeLessThanOrEqual(2);
    expect(await seriousViolations(tablet)).toEqual([]);

    // the last step's Done offers Cook with its preview; cooking takes the butter
    await tablet.getByRole('button', { name: /Next step/ }).click();
    await expect(phone.getByTestId('cook-step')).toContainText('Add the stock and simmer for 20 minutes, then blend.', { timeout: 15_000 });
    await tablet.getByRole('button', { name: 'Done' }).click();
    const confirm = tablet.getByRole('dialog', { name: 'Cook Leek soup?' });
    await expect(confirm.getByRole('spinbutton', { name: 'Servings cooked' })).toHaveValue('4');
    await expect(confirm.getByTestId('cook-preview-used')).toContainText('butter', { timeout: 20_000 });
    await confirm.getByRole('button', { name: 'Cook this' }).click();
    await expect(tablet.getByRole('dialog', { name: 'Leek soup is cooked' })).toBeVisible({ timeout: 20_000 });
    expect(await butterLeft(a.request)).toBe(150);

    // ending it on A closes cook mode on B too
    await tablet.getByRole('dialog', { name: 'Leek soup is cooked' }).getByRole('button', { name: 'Done' }).click();
    await tablet.getByRole('button', { name: 'End cooking' }).click();
    await tablet.getByRole('alertdialog').getByRole('button', { name: 'End cooking' }).click();
    await expect(tablet).toHaveURL(/\/cookbook$/);
    await expect(phone.getByRole('button', { name: 'Start cooking' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await a.close();
    await b.close();
  }
});
