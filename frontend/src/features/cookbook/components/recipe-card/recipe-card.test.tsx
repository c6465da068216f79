import type { Recipe } from '@sous/contracts';
import { recipeAvailability, type StockLot } from '@sous/kitchen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecipeCard } from './recipe-card';

const lot = (id: string, name: string, quantity: string, unit: string): StockLot => ({ id, name, quantity, unit, expirationDate: null });

// The household has 10 oz of chicken and 3 eggs: enough for the recipe's 2 servings, not for 4.
const kitchen = [lot('c', 'Chicken breast', '10', 'oz'), lot('e', 'Eggs', '3', 'item')];
const recipe: Recipe = {
  id: '5d9f0a3e-2c4b-4e6f-9a1b-3c5d7e9f1a2b',
  householdId: 'h1',
  userId: 'u1',
  title: 'Chicken and eggs',
  description: null,
  prepTime: '10',
  cookTime: '20',
  servings: 2,
  ingredients: ['8 oz chicken breast', '2 eggs'],
  instructions: ['Cook it.'],
  usedIngredients: [],
  missingIngredients: [],
  createdAt: '2025-03-01T10:00:00.000Z',
  isFavorite: false,
  rating: null,
  cuisine: null,
  mealType: 'dinner',
  difficulty: null,
  dietTags: [],
  version: 1,
  totalTime: null,
  yieldText: null,
  ingredientSections: [],
  instructionSections: [],
  source: 'user',
  note: null,
  // as GET /api/recipes answers: the server's rows at the recipe's servings, with the lots they matched
  ingredientMatches: recipeAvailability(['8 oz chicken breast', '2 eggs'], 2, 2, kitchen),
};

// the card's instructions highlight the glossary's terms
const glossary = { '/api/cooking-terms': { status: 200, body: [] } };

function renderCard(shown: Recipe = recipe) {
  stubFetch(glossary);
  const user = userEvent.setup();
  renderWithProviders(<RecipeCard recipe={shown} />);
  return { user };
}

describe('RecipeCard servings scaler', () => {
  it('drives the badge and the x/y count from the scaled rows', async () => {
    const { user } = renderCard();
    const card = screen.getByRole('article', { name: 'Chicken and eggs' });
    expect(within(card).getByText('All ingredients available')).toBeInTheDocument();
    expect(within(card).getByText('2/2 available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(within(card).getByText('16 oz chicken breast')).toBeInTheDocument();
    expect(within(card).getByText('(need 6 oz)')).toBeInTheDocument();
    expect(within(card).getByText('2 missing')).toBeInTheDocument();
    expect(within(card).getByText('0/2 available')).toBeInTheDocument();
    expect(within(card).queryByText('All ingredients available')).not.toBeInTheDocument();
  });
});

describe('RecipeCard lent actions (issue 19)', () => {
  it('offers no Schedule, Cook or Add to List where app/ lends none', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Chicken and eggs' });
    expect(within(card).getByRole('button', { name: 'Check Availability' })).toBeInTheDocument();
    for (const name of ['Schedule', 'Cook', 'Add to List']) expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('RecipeCard favorite', () => {
  it('says "Failed to update recipe" when the server refuses the change', async () => {
    stubFetch({ ...glossary, [`PATCH /api/recipes/${recipe.id}`]: { status: 500, body: { message: 'Database unavailable' } } });
    const user = userEvent.setup();
    renderWithProviders(<RecipeCard recipe={recipe} />);
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Failed to update recipe')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('RecipeCard why', () => {
  it("shows why the chef chose a generated recipe, and nothing for the cook's own", () => {
    stubFetch(glossary);
    const why = 'Uses your chicken breast and eggs, which expire in 2 days.';
    const { unmount } = renderWithProviders(<RecipeCard recipe={{ ...recipe, source: 'offline', note: why }} />);
    expect(screen.getByTestId('recipe-why')).toHaveTextContent(`Why this recipe: ${why}`);
    unmount();
    renderWithProviders(<RecipeCard recipe={recipe} />);
    expect(screen.queryByTestId('recipe-why')).not.toBeInTheDocument();
  });
});

describe('RecipeCard sections, yield and total time (issue 30)', () => {
  it('puts headings between the lines and steps, numbering steps on, and shows the yield beside servings', () => {
    renderCard({
      ...recipe,
      ingredients: ['8 oz chicken breast', '2 eggs', '1 tbsp chives'],
      ingredientSections: [{ title: 'Chicken', from: 0 }, { title: 'Omelette', from: 1 }],
      instructions: ['Sear the chicken.', 'Whisk the eggs.', 'Cook the omelette.'],
      instructionSections: [{ title: 'Omelette', from: 1 }],
      totalTime: '1 hr 5 min',
      yieldText: '2 plates',
    });
    const card = screen.getByRole('article', { name: 'Chicken and eggs' });
    const ingredients = within(card).getByRole('list', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Chicken', 'Omelette']);
    const omelette = within(card).getByRole('region', { name: 'Omelette' });
    expect(within(omelette).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2Whisk the eggs.', '3Cook the omelette.']);
    expect(within(card).getByText('1 hr 5 min')).toBeInTheDocument();
    expect(within(card).getByTestId('recipe-yield')).toHaveTextContent('(2 plates)');
  });
});
