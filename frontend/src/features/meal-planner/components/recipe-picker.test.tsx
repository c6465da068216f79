import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import type { PlannerRecipe } from '../api/recipes';
import { RecipePicker } from './recipe-picker';

// 120 recipes; "Zucchini bake" sorts last by title, far beyond the first page
const recipes: PlannerRecipe[] = Array.from({ length: 120 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: i === 7 ? 'Zucchini bake' : `Dish ${String(i).padStart(3, '0')}`,
  prepTime: '10',
  cookTime: '20',
  servings: 2,
  ingredients: i === 7 ? ['2 zucchini', '100 g feta'] : ['1 onion'],
  isFavorite: false,
}));

function renderPicker() {
  stubFetch({ '/api/recipes?limit=25': { status: 200, body: recipes } });
  const onPick = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<RecipePicker onPick={onPick} />);
  return { onPick, user };
}

const rows = () => within(screen.getByRole('list', { name: 'Recipe' })).getAllByRole('listitem');

describe('RecipePicker with a large cookbook', () => {
  it('lists the first page, says how many there are, and shows more on request', async () => {
    const { user } = renderPicker();
    expect(await screen.findByRole('list', { name: 'Recipe' })).toBeInTheDocument();
    expect(rows()).toHaveLength(48);
    expect(rows()[0]).toHaveTextContent('Dish 000');
    expect(screen.getByText('Showing 48 of 120 recipes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (48 more)' }));
    expect(rows()).toHaveLength(96);
  });

  it('searches the whole cookbook and picks a recipe beyond the first page', async () => {
    const { user, onPick } = renderPicker();
    await user.type(await screen.findByRole('searchbox', { name: 'Search your cookbook' }), 'feta');
    expect(await screen.findByRole('button', { name: /Zucchini bake/ })).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Zucchini bake/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ title: 'Zucchini bake' }));
  });
});
