// Import, then edit (issue 30): a page whose Recipe markup has no `recipeIngredient` (the lines are only
// in the visible list under its "Ingredients" heading) is read with those lines, one is corrected on the
// review screen before saving; then the saved recipe is edited on device A and device B of the same
// household shows the change live. A line with what a member always avoids is named in a warning, on
// the review and after each save, and never stops the save.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';
import { openImportDialog } from './support/import-dialog';
import { ok } from './support/api';

// Written for this test: the markup names the recipe, its yield, times and steps, but not its ingredients.
const recipePage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Black Bean Tacos | Corner Kitchen</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Black Bean Tacos",
"author":{"@type":"Person","name":"Rosa Lind"},"recipeYield":"4 servings","prepTime":"PT10M","cookTime":"PT15M",
"recipeInstructions":[{"@type":"HowToStep","text":"Warm the beans with the onion and a pinch of salt."},
{"@type":"HowToStep","text":"Heat the tortillas in a dry pan."},{"@type":"HowToStep","text":"Fill the tortillas, top with cilantro and squeeze over the limes."}]}</script>
</head><body>
<header><nav><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li></ul></nav></header>
<main><article>
<h1>Black Bean Tacos</h1>
<p>A quick weeknight dinner from the corner of our kitchen.</p>
<h2>Ingredients</h2>
<ul class="ingredients">
<li>2 cans black beans, drained</li>
<li>8 corn tortillas</li>
<li>1 red onion, diced</li>
<li>1 small bunch cilantro, chopped</li>
<li>2 limes</li>
</ul>
<h2>Instructions</h2>
<ol>
<li>Warm the beans with the onion and a pinch of salt.</li>
<li>Heat the tortillas in a dry pan.</li>
<li>Fill the tortillas, top with cilantro and squeeze over the limes.</li>
</ol>
</article></main>
<footer><p>Corner Kitchen</p></footer>
</body></html>`;

const pageLines = ['2 cans black beans, drained', '8 corn tortillas', '1 red onion, diced', '1 small bunch cilantro, chopped', '2 limes'];
const cilantroWarning = '1 small bunch cilantro, chopped: Contains cilantro, which your household avoids';

test.describe('recipe import and edit', () => {
  let site: Server;
  let pageUrl: string;

  test.beforeAll(async () => {
    site = createServer((req, res) => {
      if (req.url === '/black-bean-tacos') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/black-bean-tacos`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  test('ingredients read from the page, corrected on review; an edit on one device shows on the other; cilantro warns', { tag: '@two-devices' }, async ({ browser }) => {
    // an import, a review, an edit and two devices: under CI's parallel lint it ran past 120 s
    test.setTimeout(240_000);
    const { a, b } = await twoMembersOfOneHousehold(browser);
    try {
      // Bob always avoids cilantro: his setting warns the whole household
      await ok(
        await b.request.put('/api/user/preferences', {
          data: { storageAreasEnabled: ['Counter'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'metric', expirationAlertDays: 3, foodsToAvoid: ['cilantro'] },
        }),
        'preferences',
      );

      const pageA = await a.newPage();
      await pageA.goto('/cookbook');
      const { dialog, address } = await openImportDialog(pageA);
      await address.fill(pageUrl);
      await dialog.getByRole('button', { name: 'Read recipe' }).click();

      // the review lists the page's own lines, and names the avoided one
      const review = dialog.getByRole('region', { name: 'Recipe to import' });
      await expect(review.getByRole('heading', { name: 'Black Bean Tacos' })).toBeVisible({ timeout: 20_000 });
      const lines = review.locator('ul').filter({ hasText: 'corn tortillas' }).getByRole('listitem');
      await expect(lines).toHaveCount(pageLines.length);
      for (const [index, line] of pageLines.entries()) await expect(lines.nth(index)).toContainText(line);
      await expect(review.getByTestId('recipe-warnings')).toContainText(cilantroWarning);

      // corrected before saving: the review's editor
      await dialog.getByRole('button', { name: 'Edit before saving' }).click();
      const ingredients = review.getByRole('group', { name: 'Ingredients' });
      const tortillas = ingredients.getByRole('textbox', { name: 'Ingredient 2' });
      await expect(tortillas).toHaveValue('8 corn tortillas');
      await tortillas.fill('10 small corn tortillas');
      await dialog.getByRole('button', { name: 'Save recipe' }).click();
      await expect(dialog).toBeHidden();
      await expect(pageA.getByRole('button', { name: 'Open Black Bean Tacos' })).toBeVisible();

      const stored = await ok<{ id: string; title: string; ingredients: string[]; sourceUrl: string | null }[]>(await a.request.get('/api/recipes'), 'recipes');
      expect(stored.map((recipe) => [recipe.title, recipe.ingredients, recipe.sourceUrl])).toEqual([
        ['Black Bean Tacos', ['2 cans black beans, drained', '10 small corn tortillas', '1 red onion, diced', '1 small bunch cilantro, chopped', '2 limes'], pageUrl],
      ]);
      const { id } = stored[0];

      // device B has the recipe open before device A edits it
      const pageB = await b.newPage();
      await pageB.goto(`/cookbook?recipe=${id}`);
      const cardB = pageB.getByRole('article', { name: 'Black Bean Tacos' });
      await expect(cardB.getByRole('list', { name: 'Ingredients' })).toContainText('10 small corn tortillas');

      await pageA.goto(`/cookbook?recipe=${id}`);
      await pageA.getByRole('button', { name: 'Edit recipe' }).click();
      const editor = pageA.getByRole('dialog', { name: 'Edit recipe' });
      const limes = editor.getByRole('group', { name: 'Ingredients' }).getByRole('textbox', { name: 'Ingredient 5' });
      await expect(limes).toHaveValue('2 limes');
      await limes.fill('3 limes, juiced');
      await editor.getByRole('textbox', { name: 'Title' }).fill('Black bean tacos with lime');
      await editor.getByRole('button', { name: 'Save' }).click();

      // saved, and the avoided line named again
      await expect(pageA.getByTestId('recipe-warnings')).toContainText(cilantroWarning);
      await pageA.getByRole('button', { name: 'Done' }).click();
      await expect(pageA.getByRole('article', { name: 'Black bean tacos with lime' })).toBeVisible();

      // device B shows the edit without a reload
      const editedB = pageB.getByRole('article', { name: 'Black bean tacos with lime' });
      await expect(editedB).toBeVisible();
      await expect(editedB.getByRole('list', { name: 'Ingredients' })).toContainText('3 limes, juiced');
      await expect(editedB.getByRole('list', { name: 'Ingredients' })).toContainText('10 small corn tortillas');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
