// Recipe import (issue 20): paste the address of a recipe page (served by this test on loopback,
// which scripts/e2e.mjs lets the server fetch), review it with what the household has, save it, and
// find it in the cookbook with its availability.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { password, uniqueEmail } from './support/account';
import { ok } from './support/api';
import { openImportDialog } from './support/import-dialog';

const recipePage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Garlic Butter Rice - Weeknight Table</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Weeknight Table"},
{"@type":"Recipe","name":"Garlic Butter Rice","author":{"@type":"Person","name":"Iris Vale"},"recipeYield":["2","2 servings"],
"prepTime":"PT5M","cookTime":"PT20M","recipeIngredient":["1 cup rice","2 cloves garlic, minced","2 tbsp butter"],
"recipeInstructions":[{"@type":"HowToStep","text":"Melt the butter and fry the garlic for a minute."},{"@type":"HowToStep","text":"Add the rice and 2 cups of water; cover and simmer 18 minutes."}]}]}</script>
</head><body><h1>Garlic Butter Rice</h1><p>Our favourite side.</p></body></html>`;

test.describe('recipe import', () => {
  let site: Server;
  let pageUrl: string;

  test.beforeAll(async () => {
    site = createServer((req, res) => {
      if (req.url === '/garlic-butter-rice') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/garlic-butter-rice`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  test('paste a URL, review it with availability, save it, and see it in the cookbook', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail();
    await ok(await page.request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Iris', lastName: 'Cook' } }), 'sign-up');
    await ok(
      await page.request.post('/api/onboarding/complete', {
        data: {
          preferences: { storageAreasEnabled: ['Pantry'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'imperial', expirationAlertDays: 3 },
          customStorageAreas: [],
          selectedCommonItems: [],
        },
      }),
      'onboarding',
    );
    const [pantry] = await ok<{ id: string }[]>(await page.request.get('/api/storage-locations'), 'storage locations');
    // rice and butter on hand, no garlic
    for (const item of [
      { name: 'Rice', quantity: '4', unit: 'cup' },
      { name: 'Butter', quantity: '8', unit: 'tbsp' },
    ]) {
      await ok(await page.request.post('/api/food-items', { data: { ...item, storageLocationId: pantry.id } }), `adding ${item.name}`);
    }

    await page.goto('/cookbook');
    const { dialog, address } = await openImportDialog(page);
    await address.fill(pageUrl);
    await dialog.getByRole('button', { name: 'Read recipe' }).click();

    const review = dialog.getByRole('region', { name: 'Recipe to import' });
    await expect(review.getByRole('heading', { name: 'Garlic Butter Rice' })).toBeFocused({ timeout: 15_000 });
    await expect(review).toContainText('2 servings · Prep 5 min · Cook 20 min');
    await expect(review).toContainText('(2/3 on hand)');
    await expect(review.getByRole('listitem').filter({ hasText: 'garlic' }).getByRole('img', { name: 'Not available' })).toBeVisible();
    await expect(review.getByRole('listitem').filter({ hasText: '1 cup rice' }).getByRole('img', { name: 'Available' })).toBeVisible();
    await expect(review).toContainText('Iris Vale');
    await expect(review.getByRole('link', { name: /127\.0\.0\.1/ })).toHaveAttribute('href', pageUrl);

    await dialog.getByRole('button', { name: 'Save recipe' }).click();
    await expect(dialog).toBeHidden();
    const tile = page.getByRole('button', { name: 'Open Garlic Butter Rice' });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('1 missing');

    // stored once, with its source
    const recipes = await ok<{ title: string; sourceUrl: string | null; sourceAuthor: string | null }[]>(await page.request.get('/api/recipes'), 'recipes');
    expect(recipes.map((r) => [r.title, r.sourceUrl, r.sourceAuthor])).toEqual([['Garlic Butter Rice', pageUrl, 'Iris Vale']]);
  });

  test('on a phone, a page the server cannot read shows its message in the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await ok(await page.request.post('/api/auth/email/signup', { data: { email: uniqueEmail(), password, firstName: 'Ned', lastName: 'Cook' } }), 'sign-up');
    await ok(
      await page.request.post('/api/onboarding/complete', {
        data: {
          preferences: { storageAreasEnabled: ['Pantry'], householdSize: 1, cookingSkillLevel: 'beginner', preferredUnits: 'imperial', expirationAlertDays: 3 },
          customStorageAreas: [],
          selectedCommonItems: [],
        },
      }),
      'onboarding',
    );
    await page.goto('/cookbook');
    const { dialog } = await openImportDialog(page);
    // the dialog and its three tabs fit the screen: nothing scrolls sideways
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await dialog.getByLabel('Recipe page address').fill(pageUrl.replace('garlic-butter-rice', 'gone'));
    await dialog.getByRole('button', { name: 'Read recipe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The page answered HTTP 404');
  });
});
