import type { Recipe } from '@sous/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { aRecipe } from '@/test/recipe-fixture';
import { renderWithProviders } from '@/test/render-with-providers';
import { CookbookPage } from './cookbook-page';

/** Recipe `i` of a large cookbook; newer as `i` grows, so "Newest" lists the highest first. */
function recipe(i: number, changes: Partial<Recipe> = {}): Recipe {
  return aRecipe({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Dish ${i}`,
    prepTime: '10',
    cookTime: '20',
    servings: 2,
    ingredients: ['1 onion', '2 eggs'],
    instructions: ['Cook it.'],
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    mealType: 'dinner',
    ...changes,
  });
}

// 200 recipes; the oldest one, last in the grid, is the only one with saffron
const recipes = Array.from({ length: 200 }, (_, i) => (i === 0 ? recipe(0, { title: 'Saffron risotto', ingredients: ['1 g saffron', '300 g rice'] }) : recipe(i)));

function renderCookbook(path = '/cookbook') {
  stubFetch({ '/api/recipes?limit=25': { status: 200, body: recipes }, '/api/cooking-terms': { status: 200, body: [] } });
  const user = userEvent.setup();
  renderWithProviders(<CookbookPage />, { path });
  return { user };
}

const tiles = () => within(screen.getByRole('list', { name: 'Recipes' })).getAllByRole('listitem');

describe('cookbook: a large cookbook', () => {
  it('renders the first page of tiles and says how many there are', async () => {
    const { user } = renderCookbook();
    expect(await screen.findByRole('list', { name: 'Recipes' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(48);
    expect(within(tiles()[0]).getByRole('button', { name: 'Open Dish 199' })).toBeInTheDocument();
    expect(screen.getByText('Showing 48 of 200 recipes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Saffron risotto' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more (48 more)' }));
    expect(tiles()).toHaveLength(96);
  });

  it('search covers every recipe, not just the rendered ones', async () => {
    const { user } = renderCookbook();
    await user.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'saffron');
    expect(tiles()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open Saffron risotto' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();

    // clearing the search is a new list: back to the first page
    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    expect(tiles()).toHaveLength(48);
  });

  it('a sort starts again from the first page, over the whole cookbook', async () => {
    const { user } = renderCookbook();
    await screen.findByRole('list', { name: 'Recipes' });
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(tiles()).toHaveLength(96);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'quickest');
    expect(tiles()).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 200 recipes')).toBeInTheDocument();
  });

  it('?recipe= opens a recipe that is beyond the rendered page', async () => {
    renderCookbook(`/cookbook?recipe=${recipes[0].id}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('article', { name: 'Saffron risotto' })).toBeInTheDocument();
    // the grid behind the dialog holds only its first page (hidden from the tree while the dialog is open)
    expect(screen.getAllByRole('button', { name: /^Open Dish/, hidden: true })).toHaveLength(48);
    expect(screen.queryByRole('button', { name: 'Open Saffron risotto', hidden: true })).not.toBeInTheDocument();
  });

  it('a tap on a tile opens its full card, and closing it leaves the grid', async () => {
    const { user } = renderCookbook();
    await user.click(await screen.findByRole('button', { name: 'Open Dish 199' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('article', { name: 'Dish 199' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete recipe' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Dish 199' })).toBeInTheDocument();
  });
});
