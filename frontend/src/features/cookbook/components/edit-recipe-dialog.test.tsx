import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithProviders } from '@/test/render-with-providers';
import { EditRecipeDialog } from './edit-recipe-dialog';

const recipe = aRecipe({
  id: '5d9f0a3e-2c4b-4e6f-9a1b-3c5d7e9f1a2b',
  title: 'Apple pie',
  prepTime: '30',
  cookTime: '50',
  servings: 8,
  ingredients: ['2 cups flour', '1/2 cup butter', '6 apples'],
  instructions: ['Make the crust.', 'Bake.'],
  createdAt: '2025-03-01T10:00:00.000Z',
  mealType: 'dessert',
  version: 3,
  totalTime: '1 hr 20 min',
  yieldText: '1 pie',
  ingredientSections: [{ title: 'Crust', from: 0 }],
});
const url = `/api/recipes/${recipe.id}`;

function setup(patch: RouteHandler) {
  const fetchMock = stubFetch({ [url]: patch });
  const user = userEvent.setup();
  let open = true;
  const result = renderWithProviders(<EditRecipeDialog recipe={recipe} open={open} onOpenChange={(next) => (open = next)} />);
  return { fetchMock, user, isOpen: () => open, ...result };
}

describe('EditRecipeDialog', () => {
  it('shows every field labelled with the recipe, headings between the lines', async () => {
    setup({ status: 200, body: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Apple pie');
    expect(within(dialog).getByRole('textbox', { name: 'Servings' })).toHaveValue('8');
    expect(within(dialog).getByRole('textbox', { name: 'Yield' })).toHaveValue('1 pie');
    expect(within(dialog).getByRole('textbox', { name: 'Total time' })).toHaveValue('1 hr 20 min');
    const ingredients = within(dialog).getByRole('group', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Crust', '2 cups flour', '1/2 cup butter', '6 apples']);
    expect(within(ingredients).getByRole('textbox', { name: 'Heading 1' })).toHaveValue('Crust');
  });

  it('adds a heading and a line, reorders with buttons keeping focus, and saves lines, sections and the version read', async () => {
    const { user, fetchMock, isOpen } = setup(({ body }) => ({ status: 200, body: { ...recipe, ...(body as object), version: 4, warnings: [] } }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    const ingredients = within(dialog).getByRole('group', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Add heading' }));
    await waitFor(() => expect(within(ingredients).getByRole('textbox', { name: 'Heading 2' })).toHaveFocus());
    await user.keyboard('Filling:');
    // the new heading goes above the apples: up once, from the keyboard
    const up = within(ingredients).getByRole('button', { name: 'Move heading 2 up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(ingredients).getByRole('button', { name: 'Move heading 2 up' })).toHaveFocus());
    await user.click(within(ingredients).getByRole('button', { name: 'Move heading 2 up' }));
    await user.click(within(ingredients).getByRole('button', { name: 'Add ingredient' }));
    await waitFor(() => expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 4' })).toHaveFocus());
    await user.keyboard('1 tsp cinnamon');
    await user.click(within(ingredients).getByRole('button', { name: 'Remove ingredient 2' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Yield' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Yield' }), '1 pie (9 inch)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', url)).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PATCH', url)[0]).toMatchObject({
      version: 3,
      yieldText: '1 pie (9 inch)',
      totalTime: '1 hr 20 min',
      ingredients: ['2 cups flour', '6 apples', '1 tsp cinnamon'],
      ingredientSections: [{ title: 'Crust', from: 0 }, { title: 'Filling', from: 1 }],
      instructions: ['Make the crust.', 'Bake.'],
      instructionSections: [],
    });
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('refuses to save a heading with no line under it, naming the list', async () => {
    const { user, fetchMock } = setup({ status: 200, body: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    const steps = within(dialog).getByRole('group', { name: 'Steps' });
    await user.click(within(steps).getByRole('button', { name: 'Add heading' }));
    await waitFor(() => expect(within(steps).getByRole('textbox', { name: 'Heading 1' })).toHaveFocus());
    await user.keyboard('Serve');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A heading has no lines under it: add a line or remove the heading')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', url)).toHaveLength(0);
  });

  it('on a stale version shows the stored recipe with "Use mine" and "Keep theirs"; Use mine saves over the stored version', async () => {
    const theirs = { ...recipe, title: 'Their pie', version: 5, ingredients: ['store-bought crust', '6 apples'] };
    let calls = 0;
    const { user, fetchMock } = setup(({ body }) =>
      ++calls === 1
        ? { status: 409, body: { message: 'This recipe was changed on another device.', code: 'recipes.stale-version', current: theirs } }
        : { status: 200, body: { ...recipe, ...(body as object), version: 6, warnings: [] } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const conflict = await within(dialog).findByRole('region', { name: 'This recipe was changed on another device' });
    expect(conflict).toHaveTextContent('version 5');
    expect(conflict).toHaveTextContent('Their pie');
    expect(conflict).toHaveTextContent('store-bought crust');
    expect(within(conflict).getByRole('button', { name: 'Keep theirs' })).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', url)).toHaveLength(2));
    expect(requestsTo(fetchMock, 'PATCH', url)[1]).toMatchObject({ version: 5, title: 'Apple pie' });
  });

  it('names the lines the household avoids after saving', async () => {
    const { user } = setup(({ body }) => ({
      status: 200,
      body: { ...recipe, ...(body as object), version: 4, warnings: [{ line: '1/2 cup butter', message: 'Contains milk, an allergen in your household' }] },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warnings = await screen.findByTestId('recipe-warnings');
    expect(warnings).toHaveTextContent('1/2 cup butter: Contains milk, an allergen in your household');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});
