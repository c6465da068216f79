// A new user from the landing page to the app (spec 000 §2, §4; DESIGN §4): email sign-up, the
// onboarding form, the sidebar showing the storage locations it created, a reload, and log out.
import { expect, test } from '@playwright/test';
import { password, signUpByEmail, uniqueEmail } from './support/account';
import { LandingPage } from './support/landing-page';

test('a new user signs up by email, completes onboarding and lands in the app', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpByEmail(page, uniqueEmail());

  // Onboarding replaces the whole app until it is completed.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  const areas = page.getByRole('group', { name: 'Storage areas' });
  for (const area of ['Refrigerator', 'Freezer', 'Pantry', 'Counter']) {
    await expect(areas.getByRole('button', { name: area })).toHaveAttribute('aria-pressed', 'true');
  }
  await areas.getByRole('button', { name: 'Counter' }).click();
  await expect(areas.getByRole('button', { name: 'Counter' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('textbox', { name: 'Add a custom area' }).fill('Garage Shelf');
  await page.getByRole('textbox', { name: 'Add a custom area' }).press('Enter');
  await expect(areas.getByRole('button', { name: 'Remove Garage Shelf' })).toBeVisible();

  // Common items: either grouped chips with a count, or the spec's empty text.
  const commonItems = page.getByRole('region', { name: 'Common items' });
  await expect(commonItems.getByText(/\d+ selected|No items available/)).toBeVisible();

  await page.getByLabel('Household size').fill('3');
  await page.getByLabel('Cooking skill').selectOption({ label: 'Intermediate - I know my way around' });
  await page.getByLabel('Preferred units').selectOption({ label: 'Metric (ml, g, °C)' });
  await page.getByRole('group', { name: 'Dietary preferences' }).getByRole('button', { name: 'Vegetarian' }).click();
  await page.getByRole('group', { name: 'Allergens' }).getByRole('button', { name: 'Peanuts' }).click();
  await page.getByRole('textbox', { name: 'Food to avoid' }).fill('Okra');
  await page.getByRole('button', { name: 'Add food to avoid' }).click();
  await expect(page.getByRole('button', { name: 'Remove Okra' })).toBeVisible();

  const completed = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/complete') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  const answer = await completed;
  expect(answer.status(), `POST /api/onboarding/complete answered ${answer.status()}: ${await answer.text()}`).toBe(200);

  // The app at /, with the sidebar listing the locations onboarding created.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  const allItems = nav.getByRole('button', { name: /^All Items \(\d+\)$/ });
  if ((await allItems.getAttribute('aria-expanded')) !== 'true') await allItems.click();
  for (const location of ['Refrigerator', 'Freezer', 'Pantry', 'Garage Shelf']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${location} \\(\\d+\\)$`) })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: /^Counter \(\d+\)$/ })).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toHaveCount(0);

  // Log Out ends it and returns to the landing page.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await new LandingPage(page).expectShown();
  await page.reload();
  await new LandingPage(page).expectShown();
});

test('a returning user logs in by email and a wrong password is refused', async ({ page, browser }) => {
  const email = uniqueEmail();
  await signUpByEmail(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeVisible();

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await second.goto('/?auth=email');
  await new LandingPage(second).logInTab.click();
  const form = second.getByRole('form', { name: 'Log in with email' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('not the password');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');

  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  // Not onboarded yet, so onboarding is all the app shows.
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeVisible();
  await other.close();
});
