/** The Sous recipe book: every recipe of every meal-type file, in one list. */
import type { BookRecipe } from '../types.js';
import { BREAKFAST_RECIPES } from './breakfast.js';
import { DESSERT_RECIPES } from './dessert.js';
import { DINNER_RECIPES_AMERICAN_FRENCH_MEDITERRANEAN_INDIAN } from './dinner-american-french-mediterranean-indian.js';
import { DINNER_RECIPES_ITALIAN_ASIAN_MEXICAN } from './dinner-italian-asian-mexican.js';
import { LUNCH_RECIPES } from './lunch.js';
import { MORE_DINNER_RECIPES_1 } from './more-dinner-1.js';
import { MORE_DINNER_RECIPES_2 } from './more-dinner-2.js';
import { MORE_DINNER_RECIPES_3 } from './more-dinner-3.js';
import { MORE_DINNER_RECIPES_4 } from './more-dinner-4.js';
import { MORE_BREAKFAST_RECIPES } from './more-breakfast.js';
import { MORE_BREAKFAST_RECIPES_2 } from './more-breakfast-2.js';
import { MORE_BREAKFAST_RECIPES_3 } from './more-breakfast-3.js';
import { MORE_LUNCH_RECIPES } from './more-lunch.js';
import { MORE_LUNCH_RECIPES_2 } from './more-lunch-2.js';
import { MORE_LUNCH_RECIPES_3 } from './more-lunch-3.js';
import { MORE_LUNCH_RECIPES_4 } from './more-lunch-4.js';
import { MORE_SNACK_RECIPES } from './more-snack.js';
import { MORE_SNACK_RECIPES_2 } from './more-snack-2.js';
import { MORE_DESSERT_RECIPES } from './more-dessert.js';
import { MORE_DESSERT_RECIPES_2 } from './more-dessert-2.js';
import { MORE_DESSERT_RECIPES_3 } from './more-dessert-3.js';
import { SNACK_RECIPES } from './snack.js';

export const RECIPE_BOOK: readonly BookRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES_ITALIAN_ASIAN_MEXICAN,
  ...DINNER_RECIPES_AMERICAN_FRENCH_MEDITERRANEAN_INDIAN,
  ...MORE_DINNER_RECIPES_1,
  ...MORE_DINNER_RECIPES_2,
  ...MORE_DINNER_RECIPES_3,
  ...MORE_DINNER_RECIPES_4,
  ...SNACK_RECIPES,
  ...DESSERT_RECIPES,
  ...MORE_BREAKFAST_RECIPES,
  ...MORE_BREAKFAST_RECIPES_2,
  ...MORE_BREAKFAST_RECIPES_3,
  ...MORE_LUNCH_RECIPES,
  ...MORE_LUNCH_RECIPES_2,
  ...MORE_LUNCH_RECIPES_3,
  ...MORE_LUNCH_RECIPES_4,
  ...MORE_SNACK_RECIPES,
  ...MORE_SNACK_RECIPES_2,
  ...MORE_DESSERT_RECIPES,
  ...MORE_DESSERT_RECIPES_2,
  ...MORE_DESSERT_RECIPES_3,
];
