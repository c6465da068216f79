// Offline writes that sync (issue 21): two devices of one household go offline, each changes the
// shopping list, both come back; every change arrives once, on both, with no duplicate entry. Then
// the inventory: one device adds food and uses some offline while the other, online, sees nothing
// until the first reconnects, and then sees both changes live.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
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

/** Two devices of one new household with a Refrigerator: the phone signed it up, the laptop logged in; both close after `use`. */
async function onTwoDevices(browser: Browser, use: (phone: BrowserContext, laptop: BrowserContext) => Promise<void>): Promise<void> {
  const phoneContext = await browser.newContext();
  const laptopContext = await browser.newContext();
  try {
    const email = uniqueEmail();
    const signUp = await phoneContext.request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Ada', lastName: 'Offline' } });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await completeOnboarding(phoneContext.request, ['Refrigerator']);
    const logIn = await laptopContext.request.post('/api/auth/email/login', { data: { email, password } });
    expect(logIn.ok(), await logIn.text()).toBe(true);
    await use(phoneContext, laptopContext);
  } finally {
    await phoneContext.close();
    await laptopContext.close();
  }
}

test('two devices offline at once, then both online: no lost change, no duplicate', { tag: '@two-devices' }, async ({ browser }) => {
  // two contexts, a reconnect with retries and two reloads: CI's second pass runs this beside every
  // integration suite on two cores, where one test of this file took 30 s and more
  test.setTimeout(150_000);
  await onTwoDevices(browser, async (phoneContext, laptopContext) => {
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
    for (const page of [phone, laptop]) await expect(page.getByTestId('pending-writes')).toHaveCount(0, { timeout: 40_000 });

    const stored = await listOf(laptopContext.request);
    expect(stored.map((entry) => entry.ingredient).sort()).toEqual(['Bread', 'Butter', 'Eggs', 'Milk']);
    expect(stored.filter((entry) => entry.isChecked).map((entry) => entry.ingredient).sort()).toEqual(['Butter', 'Eggs']);

    // each device shows every change once, after its own refetch and the other's socket events
    for (const page of [phone, laptop]) {
      // a reload on a loaded machine can take seconds before the list is drawn: each try waits for
      // it; a duplicate the server stored would show on every try and fail
      await expect(async () => {
        await page.reload();
        for (const name of [/^Milk/, /^Bread/]) await expect(page.getByRole('checkbox', { name })).toHaveCount(1, { timeout: 10_000 });
      }).toPass({ timeout: 45_000 });
      await page.getByRole('button', { name: /In the basket/ }).click();
      for (const name of [/^Eggs/, /^Butter/]) await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
  });
});

interface StoredFood {
  id: string;
  name: string;
  quantity: string;
}

async function foodOf(request: APIRequestContext): Promise<StoredFood[]> {
  const response = await request.get('/api/food-items');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as StoredFood[];
}

test('food added and used offline on one device reaches the other once, live, on reconnect', { tag: '@two-devices' }, async ({ browser }) => {
  test.setTimeout(150_000);
  await onTwoDevices(browser, async (phoneContext, laptopContext) => {
    const locations = await phoneContext.request.get('/api/storage-locations');
    const [fridge] = (await locations.json()) as { id: string }[];
    const seeded = await phoneContext.request.post('/api/food-items', { data: { name: 'Rice', quantity: '3', unit: 'item', storageLocationId: fridge.id } });
    expect(seeded.status(), await seeded.text()).toBe(201);
    const rice = ((await seeded.json()) as StoredFood).name;
    const riceAmount = (page: Page, amount: string) => page.getByRole('article', { name: rice }).getByRole('button', { name: `Edit quantity of ${rice}: ${amount}` });

    const phone = await phoneContext.newPage();
    const laptop = await laptopContext.newPage();
    for (const page of [phone, laptop]) {
      await page.goto('/storage/all');
      await expect(riceAmount(page, '3 items')).toBeVisible();
    }

    // The name is searched while online (the food search is the server's); the add itself is made offline.
    await phone.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Add Food to Inventory' });
    await dialog.getByRole('searchbox', { name: 'Search food' }).fill('Quince paste');
    await dialog.getByRole('button', { name: 'Add “Quince paste” as typed' }).click();
    await expect(dialog.getByRole('heading', { name: 'Quince paste' })).toBeFocused();

    await phoneContext.setOffline(true);
    await dialog.getByRole('button', { name: 'Add to Inventory' }).click();
    await expect(dialog.getByText('You are offline: Quince paste is added to your inventory when you are back online.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const pendingCard = phone.getByRole('article', { name: 'Quince paste' });
    await expect(pendingCard.getByText('Waiting to sync')).toBeVisible();
    await expect(pendingCard.getByRole('button', { name: 'Use' })).toBeDisabled();

    await phone.getByRole('article', { name: rice }).getByRole('button', { name: 'Use' }).click();
    const use = phone.getByRole('dialog', { name: `Use ${rice}` });
    await use.getByRole('button', { name: 'Use' }).click();
    await expect(use).toBeHidden();
    await expect(riceAmount(phone, '2 items')).toBeVisible();
    await expect(phone.getByTestId('pending-writes')).toHaveText('2 pending');
    await expect(phone.getByText("You're offline", { exact: true })).toHaveCount(0);

    // The other device, online, sees nothing of it yet, and neither does the server.
    expect((await foodOf(laptopContext.request)).map((item) => [item.name, item.quantity])).toEqual([[rice, '3']]);
    await expect(riceAmount(laptop, '3 items')).toBeVisible();
    await expect(laptop.getByRole('article', { name: /Quince paste/i })).toHaveCount(0);

    await phoneContext.setOffline(false);
    await expect(phone.getByTestId('pending-writes')).toHaveCount(0, { timeout: 40_000 });

    // each write was done once: one new item (no duplicate from the replay), one serving of rice used
    const stored = await foodOf(laptopContext.request);
    expect(stored).toHaveLength(2);
    const quince = stored.find((item) => item.name !== rice);
    expect(quince?.name).toMatch(/quince paste/i);
    expect(stored.find((item) => item.name === rice)?.quantity).toBe('2');

    // the other device follows live, without a reload; the first shows the real row, no longer pending
    await expect(laptop.getByRole('article', { name: quince?.name })).toBeVisible();
    await expect(riceAmount(laptop, '2 items')).toBeVisible();
    await expect(phone.getByRole('article', { name: quince?.name })).toHaveCount(1);
    await expect(phone.getByText('Waiting to sync')).toHaveCount(0);
  });
});
