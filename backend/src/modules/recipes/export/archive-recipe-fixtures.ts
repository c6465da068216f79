import type { ExportableRecipe } from './exportable-recipe.js';

// Spec support (left out of the build): the recipes the archive specs write and read back.

type WrittenRecipe = Omit<ExportableRecipe, 'id' | 'createdAt'>;

/** What a cook wrote of a rice recipe titled `title`: the fields an archive must give back. */
export const writtenRecipe = (title: string, extra: Partial<WrittenRecipe> = {}): WrittenRecipe => ({
  title,
  description: null,
  prepTime: '5',
  cookTime: '20',
  servings: 2,
  ingredients: ['1 cup rice', '2 cups water'],
  instructions: ['Rinse the rice.', 'Simmer in the water.'],
  cuisine: null,
  mealType: 'dinner',
  dietTags: ['vegan', 'gluten-free'],
  sourceUrl: null,
  sourceAuthor: null,
  imageUrl: null,
  ...extra,
});

/** The recipe as the cookbook exports it: the written fields with its id and creation time. */
export const exportableRecipe = (title: string, extra: Partial<ExportableRecipe> = {}): ExportableRecipe => ({
  id: `id-${title}`,
  ...writtenRecipe(title),
  createdAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

/** Issue 30's pizza: a yield as written, a total time and four ingredients to put under headings. */
export const sectionedPizza = {
  servings: 2,
  yieldText: '2 pizzas (30 cm)',
  totalTime: '3 hours',
  ingredients: ['300 g flour', '200 ml water', '200 g tomatoes', '1 mozzarella'],
} satisfies Partial<WrittenRecipe>;
