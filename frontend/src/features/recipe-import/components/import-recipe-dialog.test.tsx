import type { ImportedRecipe } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ImportRecipeDialog } from './import-recipe-dialog';

const imported: ImportedRecipe = {
  title: 'Herb salad',
  description: null,
  prepTime: '10',
  cookTime: null,
  servings: 2,
  ingredients: ['1 bunch cilantro', '2 tomatoes'],
  instructions: ['Chop.', 'Toss.'],
  cuisine: null,
  category: null,
  keywords: [],
  nutrition: {},
  imageUrl: null,
  sourceUrl: 'https://example.org/salad',
  sourceAuthor: 'Ana',
  foundIn: 'json-ld',
  ingredientMatches: [],
  yieldText: '2 bowls',
  ingredientSections: [{ title: 'Salad', from: 0 }],
  warnings: [{ line: '1 bunch cilantro', message: 'Contains cilantro, which your household avoids' }],
};

describe('ImportRecipeDialog review (issue 30)', () => {
  it('shows the warnings, edits with the recipe editor before saving, and saves the edited recipe with its attribution', async () => {
    const fetchMock = stubFetch({
      'POST /api/recipes/import': { status: 200, body: imported },
      'POST /api/recipes': ({ body }) => ({ status: 201, body: { ...(body as object), id: 'r1', warnings: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportRecipeDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import recipe' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipe page address' }), 'https://example.org/salad');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    expect(await within(dialog).findByTestId('recipe-warnings')).toHaveTextContent('1 bunch cilantro: Contains cilantro, which your household avoids');
    await user.click(within(dialog).getByRole('button', { name: 'Edit before saving' }));
    const ingredients = within(dialog).getByRole('group', { name: 'Ingredients' });
    expect(within(ingredients).getByRole('textbox', { name: 'Heading 1' })).toHaveValue('Salad');
    await user.click(within(ingredients).getByRole('button', { name: 'Remove ingredient 1' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Tomato salad');
    await user.click(within(dialog).getByRole('button', { name: 'Save recipe' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/recipes')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', '/api/recipes')[0]).toMatchObject({
      title: 'Tomato salad',
      ingredients: ['2 tomatoes'],
      ingredientSections: [{ title: 'Salad', from: 0 }],
      yieldText: '2 bowls',
      sourceUrl: 'https://example.org/salad',
      sourceAuthor: 'Ana',
    });
  });
});
