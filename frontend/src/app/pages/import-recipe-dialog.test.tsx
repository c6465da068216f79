import type { ImportedRecipe, Recipe } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useImportRecipeAction } from '@/features/cookbook/components/import-recipe-action';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecipeImportProvider } from './cookbook-route';

const preview: ImportedRecipe = {
  title: 'Lemon Ricotta Pancakes',
  description: 'Fluffy pancakes.',
  prepTime: '10',
  cookTime: '20',
  servings: 4,
  ingredients: ['3 eggs', '1 cup ricotta cheese', '1 pinch salt'],
  instructions: ['Whisk.', 'Fry.'],
  cuisine: 'American',
  category: 'Breakfast',
  keywords: ['pancakes'],
  nutrition: {},
  imageUrl: 'https://skillet.test/p.jpg',
  sourceUrl: 'https://skillet.test/pancakes',
  sourceAuthor: 'Marta Quill',
  foundIn: 'json-ld',
  ingredientMatches: [
    { ingredientName: 'eggs', hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 6, availableUnit: null },
    { ingredientName: 'ricotta cheese', hasEnough: false, percentageAvailable: 0, shortage: { quantity: 1, unit: 'cup' }, availableQuantity: 0, availableUnit: 'cup' },
    { ingredientName: 'salt', hasEnough: true, percentageAvailable: 100, shortage: null, availableQuantity: 0, availableUnit: null },
  ],
};

const saved = { ...preview, id: 'r1', householdId: 'h1', userId: 'u1' } as unknown as Recipe;

function OpenButton() {
  const open = useImportRecipeAction();
  return <button onClick={() => open?.()}>Open import</button>;
}

function setup(routes: Record<string, RouteHandler>) {
  const fetchMock = stubFetch({ '/api/recipes?limit=25': { status: 200, body: [] }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(
    <RecipeImportProvider>
      <OpenButton />
    </RecipeImportProvider>,
  );
  return { fetchMock, user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open import' }));
  return screen.findByRole('dialog', { name: 'Import recipe' });
}

describe('Import recipe dialog', () => {
  it('reads a web address, reviews it with availability and source, then saves it with attribution', async () => {
    const { fetchMock, user } = setup({ 'POST /api/recipes/import': { status: 200, body: preview }, 'POST /api/recipes': { status: 201, body: saved } });
    const dialog = await openDialog(user);
    const address = within(dialog).getByLabelText('Recipe page address');
    expect(address).toHaveFocus();
    await user.type(address, 'https://skillet.test/pancakes');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Lemon Ricotta Pancakes' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST', '/api/recipes/import')).toEqual([{ url: 'https://skillet.test/pancakes' }]);
    const review = within(dialog).getByRole('region', { name: 'Recipe to import' });
    expect(review).toHaveTextContent('4 servings · Prep 10 min · Cook 20 min · American');
    expect(review).toHaveTextContent('(2/3 on hand)');
    const rows = within(review).getAllByRole('listitem').slice(0, 3);
    expect(within(rows[0]).getByRole('img', { name: 'Available' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Not available' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('(need 1 cup)');
    expect(within(review).getByRole('link', { name: /skillet\.test/ })).toHaveAttribute('href', 'https://skillet.test/pancakes');
    expect(review).toHaveTextContent('Marta Quill');

    await user.click(within(dialog).getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import recipe' })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', '/api/recipes')).toEqual([
      {
        title: 'Lemon Ricotta Pancakes',
        description: 'Fluffy pancakes.',
        prepTime: '10',
        cookTime: '20',
        servings: 4,
        ingredients: preview.ingredients,
        instructions: preview.instructions,
        cuisine: 'American',
        sourceUrl: 'https://skillet.test/pancakes',
        sourceAuthor: 'Marta Quill',
        imageUrl: 'https://skillet.test/p.jpg',
      },
    ]);
  });

  it("shows the server's message and keeps the form when nothing can be read", async () => {
    const { user } = setup({ 'POST /api/recipes/import': { status: 422, body: { message: 'No recipe found on the page', code: 'recipes.import-failed' } } });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Recipe page address'), 'https://blog.test/tips');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No recipe found on the page');
    expect(within(dialog).getByLabelText('Recipe page address')).toHaveValue('https://blog.test/tips');
    expect(within(dialog).getByLabelText('Recipe page address')).toHaveFocus();
  });

  it('asks for what is missing before sending, and sends pasted page source with its address, or text', async () => {
    const { fetchMock, user } = setup({ 'POST /api/recipes/import': { status: 200, body: preview } });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the recipe page address');
    expect(requestsTo(fetchMock, 'POST', '/api/recipes/import')).toEqual([]);

    await user.click(within(dialog).getByRole('tab', { name: 'Page source' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Page source (HTML)'));
    await user.paste('<html><body>recipe</body></html>');
    await user.type(within(dialog).getByLabelText('Page address (optional)'), 'https://skillet.test/pancakes');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    await within(dialog).findByRole('heading', { name: 'Lemon Ricotta Pancakes' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Recipe text' }));
    await user.click(within(dialog).getByLabelText('Pasted recipe'));
    await user.paste('Pancakes\nIngredients\n- 2 eggs\nMethod\n1. Fry.');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    await within(dialog).findByRole('heading', { name: 'Lemon Ricotta Pancakes' });
    expect(requestsTo(fetchMock, 'POST', '/api/recipes/import')).toEqual([
      { html: '<html><body>recipe</body></html>', url: 'https://skillet.test/pancakes' },
      { text: 'Pancakes\nIngredients\n- 2 eggs\nMethod\n1. Fry.' },
    ]);
  });
});
