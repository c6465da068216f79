import { expect, test } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';
import { ok, signInAdmin } from './support/api';

// An admin edits a cooking term; a member's open recipe card shows the new definition without a
// reload (the `cooking-term:updated` socket event), and a member sees the page is for admins only.

const adminEmail = 'e2e-admin@e2e.sous.test';

test('an admin edits a cooking term and an open recipe card shows the new definition', async ({ browser }) => {
  const adminContext = await browser.newContext();
  await signInAdmin(adminContext.request, adminEmail);
  const memberContext = await browser.newContext();
  await signUp(memberContext.request, 'terms-member', 'Mel');
  await completeOnboarding(memberContext.request, ['Pantry']);

  // The member's recipe card, open on a step that uses the term
  const recipe = await ok<{ id: string; title: string }>(
    await memberContext.request.post('/api/recipes', {
      data: { title: 'Carrot ribbons', ingredients: ['2 carrots'], instructions: ['Julienne the carrots and toss with lemon.'] },
    }),
    'POST /api/recipes',
  );
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`/cookbook?recipe=${recipe.id}`);
  const card = memberPage.getByRole('article', { name: recipe.title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const highlighted = card.getByRole('button', { name: 'Julienne', exact: true });
  await expect(highlighted).toBeVisible();

  // The admin finds the term and changes its long definition
  const definition = `Cut into even sticks about 3 mm thick (${Date.now().toString(36)}).`;
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/cooking-terms-admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Cooking Terms' })).toBeVisible({ timeout: 20_000 });
  await adminPage.getByLabel('Search').fill('julienne');
  await adminPage.getByRole('button', { name: 'Edit Julienne', exact: true }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel('Long definition').fill(definition);
  await dialog.getByLabel('Pro tips').fill('Square off the carrot first');
  await dialog.getByLabel('Pro tips').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Remove Square off the carrot first' })).toBeVisible();
  const saved = adminPage.waitForResponse((r) => /\/api\/cooking-terms\/[^/]+$/.test(r.url()) && r.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // The member's card, never reloaded, explains the term with the admin's words
  await highlighted.click();
  await expect(memberPage.getByText(definition)).toBeVisible({ timeout: 15_000 });
  await expect(memberPage.getByText('Square off the carrot first')).toBeVisible();

  // A member is told the page is for admins
  await memberPage.goto('/cooking-terms-admin');
  await expect(memberPage.getByRole('heading', { name: 'Admins only' })).toBeVisible({ timeout: 20_000 });

  await adminContext.close();
  await memberContext.close();
});
