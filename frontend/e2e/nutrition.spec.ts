// The nutrition page (spec 000 §2, route /nutrition): empty at first, then the 4 stat cards, the
// charts and the per-item table once food from the food database is in the inventory.
import { expect, test } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';

test('nutrition: empty state, then stat cards, charts and per-item nutrition; fits 375 px', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  await signUp(context.request, 'nutrition', 'Nora');
  await completeOnboarding(context.request, ['Refrigerator', 'Pantry']);
  const page = await context.newPage();

  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
  await expect(page.getByText('Add food to your kitchen to see its nutrition')).toBeVisible();

  // Food from the food database, added and partly used through the API.
  const locations = (await (await context.request.get('/api/storage-locations')).json()) as { id: string }[];
  const search = (await (await context.request.get('/api/usda/search?query=egg&pageSize=20')).json()) as {
    foods: { fdcId: string; description: string; foodCategory: string }[];
  };
  const [food] = search.foods;
  const added = await context.request.post('/api/food-items', {
    data: { storageLocationId: locations[0].id, name: food.description, quantity: '12', unit: 'item', fcdId: food.fdcId, usdaData: food, foodCategory: food.foodCategory },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id, name } = (await added.json()) as { id: string; name: string };
  expect((await context.request.post(`/api/food-items/${id}/consume`, { data: { quantity: '4' } })).status()).toBe(200);
  expect((await context.request.post(`/api/food-items/${id}/discard`, { data: { quantity: '1', reason: 'spoiled' } })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Calories on hand' })).toBeVisible();
  // used vs thrown away by weight, in one unit (4 eggs used, 1 thrown away)
  await expect(page.getByText('200 / 50 g', { exact: true })).toBeVisible();
  await expect(page.getByTestId('nutrition-coverage')).toHaveText('Counted 1 of 1 item');
  await expect(page.getByRole('heading', { name: 'Macros by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Used and thrown away' })).toBeVisible();
  await expect(page.getByText('Last 8 weeks: 200 g used, 50 g thrown away.')).toBeVisible();
  const items = page.getByRole('table', { name: 'Nutrition of each item on hand' });
  // listed under its canonical food's short name ("Eggs"), not the USDA description
  await expect(items.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('nutrition-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Calories on hand' })).toBeVisible();
  // the charts follow the new width (their container measures it after a resize)
  await expect.poll(async () => (await page.locator('.recharts-surface').first().boundingBox())?.width ?? 0).toBeLessThan(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('nutrition-375.png'), fullPage: true });
  await context.close();
});
