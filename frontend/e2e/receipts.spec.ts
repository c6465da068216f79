// Issue 21 "Receipt → inventory": a photo of a shop receipt (rendered in this test, read by OCR on
// the server: the e2e app runs without a model) becomes proposed items; the review fixes a price and
// drops a line; the commit adds the rest, shown at once here and live on another device.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';

const receiptLines = [
  'GREEN VALLEY MARKET',
  '12 ORCHARD RD',
  '11/24/2026',
  '',
  'BNLS CHKN BRST 1.32LB   6.58',
  'ORG BANANAS             1.29',
  'WHOLE MILK 1GAL         3.49',
  'LG EGGS 12CT            2.99',
  'CHEDDAR CHEESE          4.25',
  'PAPER TOWELS            5.99',
  'BAG FEE                 0.10',
  '',
  'SUBTOTAL               24.69',
  'TAX                     0.42',
  'TOTAL                  25.11',
  'VISA                   25.11',
];

/** The receipt as a PNG: monospace text on a white slip, screenshotted in a page of its own. */
async function receiptPhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  await page.setContent(
    `<body style="margin:0;background:#d6d3d1">
      <pre id="receipt" style="display:inline-block;margin:24px;padding:32px 40px;background:#fff;color:#111;font:26px/1.5 'DejaVu Sans Mono','Liberation Mono',monospace">${receiptLines.map(escape).join('\n')}</pre>
    </body>`,
  );
  const png = await page.locator('#receipt').screenshot({ type: 'png' });
  await page.close();
  return png;
}

const nameInputs = (page: Page) => page.getByRole('dialog', { name: 'Scan a receipt' }).getByRole('textbox', { name: /^Name, line \d+$/ });

/** The 1-based position of the review row whose name is `name`. */
async function rowOf(page: Page, name: RegExp): Promise<number> {
  const values = await nameInputs(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = values.findIndex((value) => name.test(value));
  expect(index, `no review row named ${name} in ${JSON.stringify(values)}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

test('receipt photo → review → inventory, live on a second device', { tag: '@two-devices' }, async ({ browser }) => {
  // OCR of one photo takes a few seconds on 2 cores
  test.setTimeout(120_000);
  const photo = await receiptPhoto(browser);
  const { a, b } = await twoMembersOfOneHousehold(browser);
  const alice = await a.newPage();
  const bob = await b.newPage();
  await bob.goto('/storage/all');
  await expect(bob.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible({ timeout: 20_000 });
  await alice.goto('/storage/all');
  await expect(alice.getByRole('heading', { level: 1, name: 'All Items' })).toBeVisible({ timeout: 20_000 });

  // Add Food → Scan a receipt → Choose image
  const addFood = alice.getByRole('banner').getByRole('button', { name: 'Add Food' });
  await addFood.click();
  await alice.getByRole('dialog', { name: 'Add Food to Inventory' }).getByRole('button', { name: 'Scan a receipt' }).click();
  const dialog = alice.getByRole('dialog', { name: 'Scan a receipt' });
  await expect(dialog.getByRole('button', { name: 'Take photo' })).toBeFocused();
  const chooser = alice.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: photo });

  // the review: the foods read, shop and date at the top, the non-food lines skipped
  const heading = dialog.getByRole('heading', { name: 'Check the items' });
  await expect(heading).toBeFocused({ timeout: 60_000 });
  await expect(dialog.getByText(/^Green Valley Market · 2026-11-24$/i)).toBeVisible();
  for (const food of [/chicken breast/i, /banana/i, /milk/i, /egg/i, /cheddar/i]) await rowOf(alice, food);
  const values = await nameInputs(alice).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values.some((value) => /towel|bag|total|tax|visa/i.test(value)), JSON.stringify(values)).toBe(false);
  await expect(dialog.getByRole('button', { name: /lines skipped: / })).toHaveAttribute('aria-expanded', 'false');

  // no horizontal scroll on a 375 px phone, the review filling the screen
  await alice.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await alice.setViewportSize({ width: 1280, height: 800 });

  // fix the milk's price, drop the cheddar
  const milkRow = await rowOf(alice, /milk/i);
  const milkName = await dialog.getByRole('textbox', { name: `Name, line ${milkRow}` }).inputValue();
  const price = dialog.getByRole('textbox', { name: `Price, line ${milkRow}` });
  await expect(price).toHaveValue('3.49');
  await price.fill('3.29');
  const cheddarRow = await rowOf(alice, /cheddar/i);
  const cheddarName = await dialog.getByRole('textbox', { name: `Name, line ${cheddarRow}` }).inputValue();
  await dialog.getByRole('button', { name: `Remove line ${cheddarRow}` }).click();
  const kept = await nameInputs(alice).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(kept).not.toContain(cheddarName);

  const committed = alice.waitForResponse((r) => r.url().endsWith('/api/receipts/commit') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: `Add ${kept.length} items to inventory` }).click();
  const answer = await committed;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(alice.getByText(new RegExp(`^Added ${kept.length} items`)).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // this device shows them at once, the other one live; the dropped line is nowhere
  for (const page of [alice, bob]) {
    for (const name of kept) await expect(page.getByRole('article', { name }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: cheddarName })).toHaveCount(0);
  }

  // the fixed price is what was kept
  const items = (await (await a.request.get('/api/food-items')).json()) as { name: string; quantity: string; unitPrice?: number | null }[];
  const milk = items.find((item) => item.name === milkName);
  expect(milk, JSON.stringify(items)).toBeDefined();
  const quantity = Number(milk!.quantity);
  expect(Math.round((milk!.unitPrice ?? 0) * quantity * 100) / 100).toBe(3.29);

  await a.close();
  await b.close();
});
