// Editing a recipe (issue 30): device A edits a saved recipe (yield, a heading, a new line), device B
// of the same household sees the change live on the open card, and a line the household avoids is
// named after saving, without refusing the save.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { twoMembersOfOneHousehold } from './support/household';

test('edit a saved recipe on one device, see it live on another; an avoided ingredient warns', { tag: '@two-devices' }, async ({ browser }) => {
  const { a, b } = await twoMembersOfOneHousehold(browser);
  try {
    // Bob never eats cilantro: his setting warns the whole household
    const prefs = await b.request.put('/api/user/preferences', {
      data: { storageAreasEnabled: ['Counter'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'metric', expirationAlertDays: 3, foodsToAvoid: ['cilantro'] },
    });
    expect(prefs.ok(), await prefs.text()).toBe(true);
    const created = await a.request.post('/api/recipes', {
      data: { title: 'Green salsa', servings: 4, ingredients: ['6 tomatillos', '1 jalapeño', '1/2 onion'], instructions: ['Roast the tomatillos.', 'Blend everything.'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const pageB = await b.newPage();
    await pageB.goto(`/cookbook?recipe=${id}`);
    await expect(pageB.getByRole('article', { name: 'Green salsa' })).toBeVisible();

    const pageA = await a.newPage();
    await pageA.goto(`/cookbook?recipe=${id}`);
    await pageA.getByRole('button', { name: 'Edit recipe' }).click();
    const editor = pageA.getByRole('dialog', { name: 'Edit recipe' });
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Green salsa');
    // labelled, contrasted and keyboard-reachable (WCAG 2.1 AA, serious and critical findings)
    const { violations } = await new AxeBuilder({ page: pageA }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await editor.getByRole('textbox', { name: 'Title' }).fill('Roasted green salsa');
    await editor.getByRole('textbox', { name: 'Yield' }).fill('2 cups');
    await editor.getByRole('textbox', { name: 'Total time' }).fill('35 min');
    const ingredients = editor.getByRole('group', { name: 'Ingredients' });
    await ingredients.getByRole('button', { name: 'Add ingredient' }).click();
    await expect(ingredients.getByRole('textbox', { name: 'Ingredient 4' })).toBeFocused();
    await pageA.keyboard.type('1/4 cup fresh coriander');
    await ingredients.getByRole('button', { name: 'Add heading' }).click();
    await expect(ingredients.getByRole('textbox', { name: 'Heading 1' })).toBeFocused();
    await pageA.keyboard.type('For the salsa:');
    // up to the top from the keyboard: focus stays on the moved heading's button
    await ingredients.getByRole('button', { name: 'Move heading 1 up' }).focus();
    for (let i = 0; i < 4; i++) await pageA.keyboard.press('Enter');
    await expect(ingredients.getByRole('textbox').first()).toHaveValue('For the salsa:');
    await editor.getByRole('button', { name: 'Save' }).click();

    // saved, and the avoided line named
    await expect(pageA.getByTestId('recipe-warnings')).toContainText('1/4 cup fresh coriander: Contains cilantro, which your household avoids');
    await pageA.getByRole('button', { name: 'Done' }).click();
    await expect(pageA.getByRole('article', { name: 'Roasted green salsa' })).toBeVisible();

    // the other device shows the edit without a reload: title, yield beside servings, total time, the heading
    const card = pageB.getByRole('article', { name: 'Roasted green salsa' });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('recipe-yield')).toHaveText('(2 cups)');
    await expect(card.getByText('35 min')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'For the salsa' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Ingredients' })).toContainText('1/4 cup fresh coriander');
  } finally {
    await a.close();
    await b.close();
  }
});
