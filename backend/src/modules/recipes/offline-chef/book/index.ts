/** The Sous recipe book: every recipe of every meal-type file, in one list. */
import type { BookRecipe } from '../types.js';
import { BREAKFAST_RECIPES } from './breakfast.js';
import { DESSERT_RECIPES } from './dessert.js';
import { DINNER_RECIPES_AMERICAN_FRENCH_MEDITERRANEAN_INDIAN } from './dinner-american-french-mediterranean-indian.js';
import { DINNER_RECIPES_ITALIAN_ASIAN_MEXICAN } from './dinner-italian-asian-mexican.js';
import { LUNCH_RECIPES } from './lunch.js';
import { SNACK_RECIPES } from './snack.js';

export const RECIPE_BOOK: readonly BookRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES_ITALIAN_ASIAN_MEXICAN,
  ...DINNER_RECIPES_AMERICAN_FRENCH_MEDITERRANEAN_INDIAN,
  ...SNACK_RECIPES,
  ...DESSERT_RECIPES,
];
