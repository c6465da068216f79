import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chickenAndEggs, stockLot } from '@/test/recipe-fixture';
import { renderRecipeCard } from '@/test/render-recipe-card';

// The household has 10 oz of chicken and 3 eggs: enough for the recipe's 2 servings, not for 4.
const kitchen = [stockLot('c', 'Chicken breast', '10', 'oz'), stockLot('e', 'Eggs', '3', 'item')];
const recipe = chickenAndEggs(kitchen);

describe('RecipeCard servings scaler', () => {
  it('drives the badge and the x/y count from the scaled rows', async () => {
    const { user } = renderRecipeCard(recipe);
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
    renderRecipeCard(recipe);
    const card = screen.getByRole('article', { name: 'Chicken and eggs' });
    expect(within(card).getByRole('button', { name: 'Check Availability' })).toBeInTheDocument();
    for (const name of ['Schedule', 'Cook', 'Add to List']) expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('RecipeCard favorite', () => {
  it('says "Failed to update recipe" when the server refuses the change', async () => {
    const { user } = renderRecipeCard(recipe, { routes: { [`PATCH /api/recipes/${recipe.id}`]: { status: 500, body: { message: 'Database unavailable' } } } });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Failed to update recipe')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('RecipeCard why', () => {
  it("shows why the chef chose a generated recipe, and nothing for the cook's own", () => {
    const why = 'Uses your chicken breast and eggs, which expire in 2 days.';
    const { unmount } = renderRecipeCard({ ...recipe, source: 'offline', note: why });
    expect(screen.getByTestId('recipe-why')).toHaveTextContent(`Why this recipe: ${why}`);
    unmount();
    renderRecipeCard(recipe);
    expect(screen.queryByTestId('recipe-why')).not.toBeInTheDocument();
  });
});

describe('RecipeCard sections, yield and total time (issue 30)', () => {
  it('puts headings between the lines and steps, numbering steps on, and shows the yield beside servings', () => {
    renderRecipeCard(
      chickenAndEggs(kitchen, {
        ingredients: ['8 oz chicken breast', '2 eggs', '1 tbsp chives'],
        ingredientSections: [{ title: 'Chicken', from: 0 }, { title: 'Omelette', from: 1 }],
        instructions: ['Sear the chicken.', 'Whisk the eggs.', 'Cook the omelette.'],
        instructionSections: [{ title: 'Omelette', from: 1 }],
        totalTime: '1 hr 5 min',
        yieldText: '2 plates',
      }),
    );
    const card = screen.getByRole('article', { name: 'Chicken and eggs' });
    const ingredients = within(card).getByRole('list', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Chicken', 'Omelette']);
    const omelette = within(card).getByRole('region', { name: 'Omelette' });
    expect(within(omelette).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2Whisk the eggs.', '3Cook the omelette.']);
    expect(within(card).getByText('1 hr 5 min')).toBeInTheDocument();
    expect(within(card).getByTestId('recipe-yield')).toHaveTextContent('(2 plates)');
  });
});
