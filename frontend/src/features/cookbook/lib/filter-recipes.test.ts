import type { Recipe } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { aRecipe } from '@/test/recipe-fixture';
import { cuisinesOf, defaultFilters, filterRecipes } from './filter-recipes';

const recipe = (over: Partial<Recipe>): Recipe => aRecipe({ id: 'r', householdId: 'h', userId: null, source: 'ai', createdAt: '2025-01-01T00:00:00Z', ...over });

const list = [
  recipe({ id: 'a', title: 'Pasta', cuisine: 'italian', mealType: 'dinner', prepTime: '10', cookTime: '20', rating: 3, createdAt: '2025-01-01T00:00:00Z' }),
  recipe({ id: 'b', title: 'Omelette', ingredients: ['2 eggs'], mealType: 'breakfast', prepTime: '5', cookTime: '5', isFavorite: true, createdAt: '2025-01-03T00:00:00Z' }),
  recipe({
    id: 'c',
    title: 'Curry',
    cuisine: 'indian',
    rating: 5,
    createdAt: '2025-01-02T00:00:00Z',
    ingredientMatches: [{ ingredientName: 'rice', hasEnough: false, percentageAvailable: 0, shortage: null, availableQuantity: 0, availableUnit: null }],
  }),
];
const ids = (rows: Recipe[]) => rows.map((r) => r.id);

describe('filterRecipes', () => {
  it('sorts newest, top rated and quickest', () => {
    expect(ids(filterRecipes(list, defaultFilters))).toEqual(['b', 'c', 'a']);
    expect(ids(filterRecipes(list, { ...defaultFilters, sort: 'rating' }))).toEqual(['c', 'a', 'b']);
    expect(ids(filterRecipes(list, { ...defaultFilters, sort: 'quickest' }))).toEqual(['b', 'a', 'c']);
  });
  it('filters by search, favorites, cuisine, meal type and can cook now', () => {
    expect(ids(filterRecipes(list, { ...defaultFilters, search: 'EGG' }))).toEqual(['b']);
    expect(ids(filterRecipes(list, { ...defaultFilters, favoritesOnly: true }))).toEqual(['b']);
    expect(ids(filterRecipes(list, { ...defaultFilters, cuisine: 'indian' }))).toEqual(['c']);
    expect(ids(filterRecipes(list, { ...defaultFilters, mealType: 'dinner' }))).toEqual(['a']);
    expect(ids(filterRecipes(list, { ...defaultFilters, canCookNow: true }))).toEqual(['b', 'a']);
    expect(cuisinesOf(list)).toEqual(['indian', 'italian']);
  });
});
