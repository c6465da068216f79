import { expect, test } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';

// Adding an appliance from the category picker, with a warranty reminder; the other member's
// open page shows it live, and switching it off reaches them too.

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('add an appliance and see it on the other member’s device', { tag: '@two-devices' }, async ({ browser }) => {
  const { a, b } = await twoMembersOfOneHousehold(browser);
  const page = await a.newPage();
  const other = await b.newPage();
  await other.goto('/appliances');
  await expect(other.getByRole('heading', { name: 'No appliances yet' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/appliances');
  await expect(page.getByRole('heading', { name: 'No appliances yet' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Add appliance' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add an appliance' });
  await dialog.getByLabel('Category').selectOption({ label: 'Air fryers' });
  await expect(dialog.getByLabel(/^Type/)).toHaveValue('Air fryer');
  await dialog.getByLabel('Name', { exact: true }).fill('Ninja Air Fryer');
  await dialog.getByLabel('Brand').fill('Ninja');
  await dialog.getByLabel('Capabilities').fill('Air fry');
  await dialog.getByLabel('Capabilities').press('Enter');
  await dialog.getByLabel('Warranty ends').fill(inDays(12));
  const created = page.waitForResponse((r) => r.url().endsWith('/api/appliances') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add appliance' }).click();
  expect((await created).status()).toBe(201);

  await expect(page.getByRole('heading', { level: 2, name: 'Small appliances (1)' })).toBeVisible();
  await expect(page.getByText('Warranty ends in 12 days')).toBeVisible();

  // The other member's page, never reloaded
  await expect(other.getByRole('heading', { name: 'Ninja Air Fryer' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('switch', { name: 'In use' }).click();
  await expect(other.getByRole('switch', { name: 'Not in use' })).toBeVisible({ timeout: 15_000 });

  await a.close();
  await b.close();
});
