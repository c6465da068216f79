/**
 * One pan, one portion: a book dish written for one (a French omelette in an 8-inch pan) does not
 * become a 12-egg omelette in the same pan for four (issue 31's blind read). Scaled up, it is cooked
 * in batches, one portion after another, and its cooking time counts each batch.
 */
/** A frying pan or skillet of a given size, not a square baking pan or a baking dish. */
const SINGLE_PAN = /\b(?:6|7|8|9|10)-inch (?:nonstick |non-stick |cast-iron |heavy )?(?:frying )?(?:pan|skillet)\b/i;

export interface Batched {
  instructions: string[];
  cookTime: number;
}

export function inBatches(recipe: { servings: number; cookTime: number; instructions: readonly string[] }, servings: number): Batched | null {
  if (recipe.servings !== 1 || servings <= 1) return null;
  if (!recipe.instructions.some((step) => SINGLE_PAN.test(step))) return null;
  const first = `This makes ${servings} portions, cooked one at a time in the same pan: divide the ingredients into ${servings} equal shares and follow the steps below for each, keeping the finished ones warm.`;
  return { instructions: [first, ...recipe.instructions], cookTime: recipe.cookTime * servings };
}
