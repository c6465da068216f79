import type { IngredientMatchRow } from '@sous/contracts';
import { availabilityLevel, formatCountQuantity, formatQuantity, recipeAvailabilityFromRows, scaleIngredients, unitKind, type MatchedLot } from '@sous/kitchen';

/** The four row states of spec 001 §2, coloured per spec 001 §9 (over 50 % amber, above 0 orange, 0 red). */
export type RowLevel = 'available' | 'most' | 'some' | 'none';

export interface RowAvailability {
  level: RowLevel;
  /** 0–100 for the progress bar of a partial row; null when the row shows no bar. */
  progress: number | null;
  /** '(need q unit)', or '(have q unit)' when the units differ; null when nothing is missing. */
  note: string | null;
}

// countables the way a cook says them (¼ lime, not 0.3); weights and volumes to one decimal
const amountText = (quantity: number, unit: string | null) =>
  [unitKind(unit) === 'count' ? formatCountQuantity(quantity) : formatQuantity(quantity), unit].filter(Boolean).join(' ');

/** What an ingredient row shows for its match, which is already at the servings the card shows. */
export function rowAvailability(match: IngredientMatchRow | undefined): RowAvailability | null {
  if (!match) return null;
  if (match.hasEnough) return { level: 'available', progress: null, note: null };
  if (match.percentageAvailable < 0) {
    // units nothing relates (cans of an unknown size against pounds): say what is on hand
    const have = match.availableQuantity > 0 ? `(have ${amountText(match.availableQuantity, match.availableUnit)})` : null;
    return { level: match.availableQuantity > 0 ? 'some' : 'none', progress: null, note: have };
  }
  const band = availabilityLevel(match.percentageAvailable);
  const level: RowLevel = band === 'over-half' ? 'most' : band === 'under-half' ? 'some' : 'none';
  const shortage = match.shortage;
  const note = shortage && shortage.quantity > 0 ? `(need ${amountText(shortage.quantity, shortage.unit)})` : null;
  return { level, progress: level === 'most' || level === 'some' ? Math.round(match.percentageAvailable) : null, note };
}

export interface ScaledRow {
  /** The line at the card's servings, through the kitchen's one scaler (countables rounded for the cook). */
  line: string;
  match: IngredientMatchRow | undefined;
  availability: RowAvailability | null;
}

export interface ScaledAvailability {
  rows: ScaledRow[];
  /** 'x/y available': rows with enough at these servings, out of all. */
  have: number;
  total: number;
  /** The ingredients short at these servings (the badge's '{n} missing', Add to List's reason to ask). */
  missing: string[];
}

type CardRecipe = { ingredients: readonly string[]; servings: number | null; missingIngredients: readonly string[]; ingredientMatches: readonly IngredientMatchRow[] };

const carriesLots = (rows: readonly IngredientMatchRow[]): rows is readonly (IngredientMatchRow & { lots: MatchedLot[] })[] => rows.every((row) => row.lots !== undefined);

/**
 * The matches at `servings`: the server's rows are at the recipe's own servings and carry the lots
 * each line matched, so the allocation Cook runs (libs/kitchen) is redone here at the card's
 * servings and answers what the server, Add to List and Cook would (issue 16). Rows without lots
 * (a payload from before they were sent) are shown as they came.
 */
export function matchesAt(recipe: CardRecipe, servings: number): readonly IngredientMatchRow[] {
  const base = recipe.servings && recipe.servings > 0 ? recipe.servings : 4;
  const matches = recipe.ingredientMatches;
  if (matches.length !== recipe.ingredients.length || !carriesLots(matches)) return matches;
  return recipeAvailabilityFromRows(recipe.ingredients, base, servings, matches);
}

/**
 * The card at `servings`: every row, the x/y count and the missing names come from the same
 * matches, so the badge can never say 'All ingredients available' while a row says 'need 6.7 oz'.
 */
export function scaledAvailability(recipe: CardRecipe, servings: number): ScaledAvailability {
  const base = recipe.servings && recipe.servings > 0 ? recipe.servings : 4;
  const matches = matchesAt(recipe, servings);
  const rows = scaleIngredients(recipe.ingredients, base, servings).map((scaled, index): ScaledRow => {
    const match = matches[index];
    return { line: scaled.line, match, availability: rowAvailability(match) };
  });
  const matched = rows.filter((row) => row.match !== undefined);
  if (matched.length === 0) {
    // a recipe without matches (never checked against the inventory) has only its missing list
    return { rows, have: 0, total: recipe.ingredients.length, missing: [...recipe.missingIngredients] };
  }
  const short = matched.filter((row) => row.availability?.level !== 'available');
  return { rows, have: matched.length - short.length, total: matched.length, missing: short.map((row) => row.match!.ingredientName) };
}
