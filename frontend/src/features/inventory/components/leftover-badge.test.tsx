import type { StorageLocation } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { FoodItemCard } from './food-item-card';
import { FoodItemRow } from './food-item-row';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { lot } from '@/test/food-item-fixture';

const fridge: StorageLocation = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Fridge', icon: 'refrigerator', itemCount: 1, sortOrder: 0 };
const today = todayIn(new Date());
const recipeId = '3f2b8c1e-8d1a-4a57-9c39-1b2f0d7e6a11';

const lasagna = lot('f1', {
  name: 'Leftover Lasagna',
  quantity: '3',
  unit: 'servings',
  storageLocationId: fridge.id,
  expirationDate: addDays(today, 3),
  foodCategory: 'Leftovers',
  foodKey: `leftover:${recipeId}`,
  kind: 'leftover',
  recipeId,
});

describe('a leftover in the inventory', () => {
  it('wears a Leftover badge that opens its recipe, on the card and on the row', () => {
    stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [lasagna] } });
    const card = groupIntoCards([lasagna])[0];
    renderWithProviders(
      <>
        <FoodItemCard card={card} locations={[fridge]} today={today} />
        <FoodItemRow card={card} locations={[fridge]} today={today} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Leftover: open the recipe of Leftover Lasagna' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/cookbook?recipe=${recipeId}`);
  });

  it('keeps the badge without a link once the recipe is deleted, and ordinary food has none', () => {
    stubFetch({});
    const orphan = { ...lasagna, recipeId: null };
    const milk = { ...lasagna, id: 'f2', name: 'Milk', kind: 'food' as const, recipeId: null, foodKey: 'milk' };
    renderWithProviders(
      <>
        <FoodItemCard card={groupIntoCards([orphan])[0]} locations={[fridge]} today={today} />
        <FoodItemCard card={groupIntoCards([milk])[0]} locations={[fridge]} today={today} />
      </>,
    );
    expect(screen.queryByRole('link', { name: /Leftover/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Leftover')).toHaveLength(1);
  });
});
