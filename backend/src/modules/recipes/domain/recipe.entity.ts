import type { Opt } from '@mikro-orm/core';
import type { RecipeSection } from '@sous/contracts';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { HouseholdRow } from '#platform/database/household-row.js';
import { TextArrayType } from '#platform/database/text-array.type.js';

/**
 * Spec 001 §3 `recipes`, in the household's cookbook; `userId` is who generated or saved it.
 * `ingredientMatches` is not stored: it is computed against the inventory when recipes are read.
 */
@Entity({ tableName: 'recipes' })
export class Recipe extends HouseholdRow {
  @Property({ type: 'text' })
  title: string;

  /** Display text such as "15 minutes". */
  @Property({ type: 'text', nullable: true })
  prepTime: string | null = null;

  @Property({ type: 'text', nullable: true })
  cookTime: string | null = null;

  @Property({ type: 'integer', nullable: true })
  servings: number | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]' })
  ingredients: string[];

  @Property({ type: TextArrayType, columnType: 'text[]' })
  instructions: string[];

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  usedIngredients: string[] | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  missingIngredients: string[] | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'boolean', default: false })
  isFavorite: Opt<boolean> = false;

  @Property({ type: 'integer', nullable: true })
  rating: number | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  cuisine: string | null = null;

  @Property({ type: 'text', nullable: true })
  mealType: string | null = null;

  @Property({ type: 'text', nullable: true })
  difficulty: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', defaultRaw: `'{}'` })
  dietTags: Opt<string[]> = [];

  /** offline (the built-in chef), ai (a configured model) or user (typed in). */
  @Property({ type: 'text', default: 'user' })
  source: Opt<string> = 'user';

  /** Why the chef chose this recipe. */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** Attribution of an imported recipe: the page it came from and its author. */
  @Property({ type: 'text', nullable: true })
  sourceUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  sourceAuthor: string | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  /** One more per edit (issue 30): an edit that names an older version is refused (409). */
  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;

  /** As written ("1 hr 10 min"); prep and cook need not add up to it. */
  @Property({ type: 'text', nullable: true })
  totalTime: string | null = null;

  /** What it makes, as written ("3 to 4 servings", "1 loaf"). */
  @Property({ type: 'text', nullable: true })
  yieldText: string | null = null;

  /** Headings over `ingredients`: `{ title, from }`, each from its line to the next heading. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  ingredientSections: Opt<RecipeSection[]> = [];

  @Property({ type: 'json', defaultRaw: `'[]'` })
  instructionSections: Opt<RecipeSection[]> = [];

  /** The offline chef's identity of a generated recipe, so it does not serve the same one twice in a row. */
  @Property({ type: 'text', nullable: true })
  offlineId: string | null = null;
}
