// Offline writes that sync (issue 21): two devices of one household go offline, each changes the
// shopping list, both come back; every change arrives once, on both, with no duplicate entry.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { password, uniqueEmail } from './support/account';
import { completeOnboarding } from './support/household';

interface Entry {
  ingredient: string;
  isChecked: boolean;
}

async function listOf(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/api/shopping-list/items');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Entry[];
}

async function quickAdd(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Add an item' });
  await box.fill(text);
  await box.press('Enter');
}

test('two devices offline at once, then both online: no lost change, no duplicate', async ({ browser }) => {
  const phoneContext = await browser.newContext();
  const laptopContext = await browser.newContext();
  try {
    const email = uniqueEmail();
    const signUp = await phoneContext.request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Ada', lastName: 'Offline' } });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await completeOnboarding(phoneContext.request, ['Refrigerator']);
    const logIn = await laptopContext.request.post('/api/auth/email/login', { data: { email, password } });
    expect(logIn.ok(), await logIn.text()).toBe(true);
    for (const ingredient of ['Eggs', 'Butter']) {
      const added = await phoneContext.request.post('/api/shopping-list/items', { data: { ingredient } });
      expect(added.status(), await added.text()).toBe(201);
    }

    const phone = await phoneContext.newPage();
    const laptop = await laptopContext.newPage();
    for (const page of [phone, laptop]) {
      await page.goto('/shopping-list');
      await expect(page.getByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^Butter/ })).not.toBeChecked();
    }

    await phoneContext.setOffline(true);
    await laptopContext.setOffline(true);
    await quickAdd(phone, 'Milk');
    await phone.getByRole('checkbox', { name: /^Eggs/ }).click();
    await quickAdd(laptop, 'Bread');
    await laptop.getByRole('checkbox', { name: /^Butter/ }).click();
    // shown at once, marked as waiting
    await expect(phone.getByTestId('pending-writes')).toHaveText('2 pending');
    await expect(laptop.getByTestId('pending-writes')).toHaveText('2 pending');
    await expect(phone.getByRole('checkbox', { name: /^Milk/ })).toBeVisible();

    await Promise.all([phoneContext.setOffline(false), laptopContext.setOffline(false)]);
    for (const page of [phone, laptop]) await expect(page.getByTestId('pending-writes')).toHaveCount(0, { timeout: 15_000 });

    const stored = await listOf(laptopContext.request);
    expect(stored.map((entry) => entry.ingredient).sort()).toEqual(['Bread', 'Butter', 'Eggs', 'Milk']);
    expect(stored.filter((entry) => entry.isChecked).map((entry) => entry.ingredient).sort()).toEqual(['Butter', 'Eggs']);

    // each device shows every change once, after its own refetch and the other's socket events
    for (const page of [phone, laptop]) {
      await expect(async () => {
        await page.reload();
        for (const name of [/^Milk/, /^Bread/]) await expect(page.getByRole('checkbox', { name })).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('button', { name: /In the basket/ }).click();
      for (const name of [/^Eggs/, /^Butter/]) await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
  } finally {
    await phoneContext.close();
    await laptopContext.close();
  }
});
