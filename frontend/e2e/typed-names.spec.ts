// Issue 29 "Groceries in, as people say them": what is typed is kept as the card's name, linked to
// the right food and dated safely; a receipt line sent to the Freezer gets a freezer date; on a
// 375 px phone the list view shows whole names.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signedInPage } from './support/signed-in';

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);

async function openAddFood(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Food to Inventory' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds a name as typed into the Refrigerator with no date (the server dates it); answers the stored lot. */
async function addAsTyped(page: Page, typed: string): Promise<{ name: string; foodName: string | null; expirationDate: string }> {
  const dialog = await openAddFood(page);
  await dialog.getByRole('searchbox', { name: 'Search food' }).fill(typed);
  await dialog.getByRole('button', { name: `Add “${typed}” as typed` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Storage location' })).toHaveText(/Refrigerator/);
  await dialog.getByLabel('Expiration date').fill('');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/food-items') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  return (await response.json()) as { name: string; foodName: string | null; expirationDate: string };
}

/** A receipt with one chicken line, rendered as a photo in a page of its own. */
async function receiptPhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const lines = ['GREEN VALLEY MARKET', '11/24/2026', '', 'CHICKEN THIGHS 2LB      7.98', 'WHOLE MILK 1GAL         3.49', '', 'TOTAL                  11.47'];
  await page.setContent(
    `<body style="margin:0;background:#d6d3d1"><pre id="receipt" style="display:inline-block;margin:24px;padding:32px 40px;background:#fff;color:#111;font:26px/1.5 'DejaVu Sans Mono','Liberation Mono',monospace">${lines.join('\n')}</pre></body>`,
  );
  const png = await page.locator('#receipt').screenshot({ type: 'png' });
  await page.close();
  return png;
}

test('typed names stay, link the right food and get safe dates; a receipt line sent to the Freezer gets a freezer date; whole names on a phone', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await signedInPage(browser, { label: 'names', path: '/storage/refrigerator', storageAreas: ['Refrigerator', 'Freezer', 'Pantry'] });
  await expect(page.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible();

  // each card shows the name as typed, with the food it links to as the quiet line under it
  const cases = [
    { typed: 'leftover lasagna', name: 'Leftover lasagna', food: null, maxDays: 5 },
    { typed: 'bone-in chicken thighs', name: 'Bone-in chicken thighs', food: 'Chicken thighs', maxDays: 2 },
    { typed: 'Kerrygold butter', name: 'Kerrygold butter', food: 'Butter', maxDays: 400 },
    { typed: '2% milk', name: '2% milk', food: 'Milk', maxDays: 10 },
  ];
  for (const { typed, name, food, maxDays } of cases) {
    const stored = await addAsTyped(page, typed);
    expect(stored).toMatchObject({ name, foodName: food });
    expect(daysFromToday(stored.expirationDate), `${name} keeps ${stored.expirationDate}`).toBeLessThanOrEqual(maxDays);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    if (food) await expect(card.getByTestId('linked-food')).toHaveText(food);
  }
  // cooked food is never given the dry goods' months
  await expect(page.getByRole('article', { name: 'Leftover lasagna' }).getByText(/^Expires in [345] days$/)).toBeVisible();

  // a receipt: the chicken line sent to the Freezer is dated as frozen chicken, not as fresh
  const dialog = await openAddFood(page);
  await dialog.getByRole('button', { name: 'Scan a receipt' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan a receipt' });
  const chooser = page.waitForEvent('filechooser');
  await scan.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPhoto(browser) });
  await expect(scan.getByRole('heading', { name: 'Check the items' })).toBeFocused({ timeout: 60_000 });
  const names = await scan.getByRole('textbox', { name: /^Name, line \d+$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const line = names.findIndex((value) => /chicken/i.test(value)) + 1;
  expect(line, JSON.stringify(names)).toBeGreaterThan(0);
  const date = scan.getByLabel(`Expires, line ${line}`, { exact: true });
  const fridgeDate = await date.inputValue();
  expect(daysFromToday(fridgeDate)).toBeLessThanOrEqual(2);
  await scan.getByRole('combobox', { name: `Storage location, line ${line}` }).selectOption({ label: 'Freezer' });
  await expect.poll(async () => daysFromToday(await date.inputValue())).toBeGreaterThan(60);

  // on a 375 px phone the list view gives each name the width it needs
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/storage/all');
  await page.getByRole('group', { name: /view/i }).getByRole('button', { name: 'List' }).click();
  for (const { name } of cases) {
    const heading = page.getByRole('heading', { level: 3, name });
    await expect(heading).toBeVisible();
    // the whole name shows: nothing cut to an ellipsis (a long one wraps)
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight), name).toBe(true);
  }
  await context.close();
});
