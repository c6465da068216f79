import { COOKED_STATES, type ItemState, stateOfName } from '../food-identity/food-state.js';
import { findStoredFood, type FoodState, lifeOf, type StoragePlace } from '../knowledge/storage.js';
import { itemShelfLifeDays } from '../shelf-life.js';

/** A food as the limits read it: the lot's name, its group and state. */
export interface LimitedFood {
  name: string;
  foodCategory: string | null;
  state: ItemState | null;
}

export interface ShelfLifeLimits {
  /** What an add gives this food in this place today (the cautious end of the table's range). */
  ruleDays: number;
  /**
   * The longest the food-safety table allows for this food, place and state (the long end of its
   * range). Where the table does not know the food, the rule's own figure: a household's history
   * may then shorten a life, never lengthen it.
   */
  safetyDays: number;
}

function storageStateOf(state: ItemState | null): FoodState | null {
  if (state !== null && COOKED_STATES.has(state)) return 'cooked';
  if (state === 'opened' || state === 'thawed') return state;
  return null;
}

/** The rule's figure and the safety figure of one food in one place and state (storage-data.ts). */
export function shelfLifeLimits(food: LimitedFood, place: StoragePlace): ShelfLifeLimits {
  const ruleDays = itemShelfLifeDays({ name: food.name, foodCategory: food.foodCategory, state: food.state }, place);
  const found = findStoredFood(food.name);
  // the state as the rule reads it: the lot's, else its name's words ('homemade soup' keeps as cooked)
  const state = storageStateOf(food.state ?? stateOfName(food.name));
  const life = found ? lifeOf(found.food, place, state ?? found.state) : null;
  // hours-only figures round to 0 days; a day is the least an expiry date can say
  const safetyDays = life ? Math.max(1, life.days.max) : ruleDays;
  return { ruleDays, safetyDays };
}
