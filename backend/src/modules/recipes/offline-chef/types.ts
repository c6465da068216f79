/**
 * Types of the offline chef: the recipe book's shape, the two request bodies of spec 000 §7 and the
 * one shape they normalise into, the household context and the generated recipe.
 */
import type { IsoDate, RecipeDesign, RecipeDifficulty, RecipeMealType, TimeConstraint } from '@sous/kitchen';
import type { EquipmentKind } from '@sous/kitchen';
import type { WrittenRecipe } from '../domain/written-recipe.js';

export const CUISINES = ['italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian'] as const;
export type Cuisine = (typeof CUISINES)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const satisfies readonly RecipeMealType[];
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const satisfies readonly RecipeDifficulty[];

/** The diets of the onboarding chips (spec 000 §2), lowercased. */
export const DIET_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'keto', 'paleo', 'low-carb', 'halal', 'kosher'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The allergens of the onboarding chips (spec 000 §2), lowercased. */
export const ALLERGENS = ['peanuts', 'tree nuts', 'shellfish', 'fish', 'eggs', 'milk', 'soy', 'wheat', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** One recipe of the book written for Sous. */
export interface BookRecipe {
  /** Stable slug, unique in the book. */
  id: string;
  title: string;
  description: string;
  /** Minutes. */
  prepTime: number;
  /** Minutes. */
  cookTime: number;
  servings: number;
  difficulty: RecipeDifficulty;
  mealTypes: readonly RecipeMealType[];
  cuisine: Cuisine;
  /**
   * Ingredient lines with real quantities. A line whose notes say 'optional' (', optional' or
   * '(optional)') may be left out when the household does not have it.
   */
  ingredients: readonly string[];
  /** Ordered steps, without numbers: the position is the step number. */
  instructions: readonly string[];
  dietTags: readonly DietTag[];
  allergens: readonly Allergen[];
  /**
   * What the dish is designed for where the recipe linter would otherwise object (two proteins in
   * a Bolognese, fruit in a Waldorf salad). Ingredient roles themselves are read from the lines.
   */
  design?: RecipeDesign;
}

/** An item of the smart body's expiringItems (spec 000 §7). */
export interface SmartExpiringItem {
  name: string;
  quantity?: string | number | null;
  unit?: string | null;
  daysUntilExpiration?: number | null;
}

/** An item of the smart body's abundantItems (spec 000 §7). */
export interface SmartAbundantItem {
  name: string;
  quantity?: string | number | null;
  unit?: string | null;
}

/** POST /api/recipes/generate from the one-click smart recipe (spec 000 §7). */
export interface SmartRecipeRequest {
  onlyUseOnHand?: boolean;
  prioritizeExpiring?: boolean;
  servings?: number;
  maxCookingTime?: number | string;
  expiringItems?: readonly SmartExpiringItem[];
  abundantItems?: readonly SmartAbundantItem[];
  cuisineType?: string | null;
  dietaryRestrictions?: readonly string[];
  /** Not in the smart body of the spec; honoured when a caller adds it. */
  mealType?: string | null;
  /** Foods the cook asked to cook with ('what can I make with eggs and spinach'); honoured like expiringItems. */
  ingredients?: readonly string[];
}

/** POST /api/recipes/generate from the Customize Your Recipe dialog (spec 000 §3, §5). */
export interface CustomRecipeRequest {
  /** quick, moderate or elaborate (TimeConstraint); other words mean no time preference. */
  timeConstraint?: string;
  servings?: number;
  /** beginner, intermediate, advanced or expert (RecipeDifficulty). */
  difficulty?: string;
  /** breakfast, lunch, dinner, snack or dessert (RecipeMealType). */
  mealType?: string;
  creativity?: number;
  onlyUseOnHand?: boolean;
  dietaryRestrictions?: readonly string[];
  cuisineType?: string | null;
  /** Foods the cook asked to cook with; the dish uses them or says why not. */
  ingredients?: readonly string[];
}

/** Either body as it arrives (already validated by its contract). */
export type OfflineRecipeRequest = SmartRecipeRequest | CustomRecipeRequest;

/** Both bodies in one shape, defaults applied (spec 000 §9). */
export interface ChefRequest {
  kind: 'smart' | 'custom';
  servings: number;
  /** Longest total time (prep + cook) in minutes, or null for no limit. */
  maxTotalMinutes: number | null;
  /** Shortest total time wanted (elaborate asks for more than an hour), or null. */
  minTotalMinutes: number | null;
  timeConstraint: TimeConstraint | null;
  mealType: RecipeMealType | null;
  difficulty: RecipeDifficulty | null;
  /** null means any cuisine. */
  cuisine: Cuisine | null;
  /** 1–10 (spec 000 §5). */
  creativity: number;
  onlyUseOnHand: boolean;
  prioritizeExpiring: boolean;
  /** The request's dietaryRestrictions as written ('vegetarian', 'Gluten-Free', 'nut-free'). */
  dietaryRestrictions: string[];
  /** Names the client listed as expiring or abundant; the inventory is still the authority. */
  hintedExpiring: string[];
  hintedAbundant: string[];
  /** Foods the request names (expiringItems and ingredients): the dish uses them or its note says why not. */
  named: string[];
}

/** An inventory item as the chef reads it (spec 000 §3 food item). */
export interface ChefInventoryItem {
  name: string;
  quantity: string | number | null;
  unit: string | null;
  expirationDate?: string | null;
  foodCategory?: string | null;
  /** The lot's state (raw, frozen, thawed…); `frozen` means it must thaw before it cooks. */
  state?: string | null;
  /** `leftover`: a cooked dish (issue 21), never an ingredient; suggested to use up instead. */
  kind?: 'food' | 'leftover';
}

/** A recently generated recipe: its offlineId or title, or both. */
export type RecentRecipe = string | { offlineId?: string | null; title?: string | null };

/** The household and user around a request. */
export interface OfflineChefContext {
  inventory: readonly ChefInventoryItem[];
  /** The user's allergens, as stored ('Tree Nuts', 'Milk', or free text such as 'gluten'). */
  allergens?: readonly string[];
  /** The user's diets, as stored ('Vegetarian', 'Gluten-Free'). */
  dietaryRestrictions?: readonly string[];
  /** The user's foods to always avoid (free text). */
  foodsToAvoid?: readonly string[];
  /** The household's today (`todayIn(new Date(), timeZone)`). */
  today: IsoDate;
  /**
   * Recently generated recipes, most recent first: the `offlineId` the chef returned or the title,
   * as a string, or both as `{ offlineId, title }`. The first one is never returned again (nor
   * anything with its title); the next few are avoided.
   */
  recentRecipes?: readonly RecentRecipe[];
  /** Staples the household marks as always in stock (oil, salt…): never listed to buy. */
  alwaysInStock?: readonly string[];
  /**
   * Varies the choice between presses of the same request (the handler passes the count of the
   * household's recipes): a second press gets another dish while one fits. Absent: deterministic.
   */
  variation?: number;
  /** Replaces the built-in book (tests). */
  book?: readonly BookRecipe[];
  /**
   * The specialty equipment the kitchen has (from its active appliances). When given, a recipe whose
   * steps need other specialty equipment (an air fryer, a blender…) is never chosen; when absent,
   * equipment is not considered.
   */
  equipment?: readonly EquipmentKind[];
}

export type RecipeSourceKind = 'book' | 'template';

/**
 * The generated recipe, ready to be stored as a spec 001 §3 recipe: a WrittenRecipe (its
 * missingIngredients empty when onlyUseOnHand) with the book's own values and what the chef knows
 * of its choice.
 */
export interface OfflineRecipe extends WrittenRecipe {
  /** Stable identity for variety: 'book:<slug>' or 'template:<template>:<title slug>'. Pass it back in recentRecipes. */
  offlineId: string;
  kind: RecipeSourceKind;
  /** The cuisine the dish is, by its ingredients and technique; null when it is none in particular. */
  cuisine: Cuisine | null;
  mealType: RecipeMealType;
  difficulty: RecipeDifficulty;
  dietTags: DietTag[];
  allergens: Allergen[];
  /** How many inventory items expiring within 3 days the recipe uses. */
  expiringItemsUsed: number;
  /** Foods the request named (expiringItems, ingredients) that the dish uses / could not fit. */
  namedUsed: string[];
  namedLeftOut: string[];
  /** How many abundant (quantity > 5) inventory items it uses. */
  abundantItemsUsed: number;
  source: 'offline';
  /** One or two sentences on why this recipe was chosen. */
  why: string;
}
