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

/** Baking dishes by what they hold, in cups: a 9x13 holds about 14, an 8-inch square 8. */
const DISH = /\b(9x13|9 x 13|8x8|8 x 8|9x9|9 x 9|8-inch square|9-inch square|11x7|11 x 7)(?:-inch)?(?: (?:baking|casserole|ceramic|glass|metal))? (dish|pan)\b/gi;
const DISH_CUPS: Readonly<Record<string, number>> = { '9x13': 14, '9 x 13': 14, '11x7': 10, '11 x 7': 10, '9x9': 10, '9 x 9': 10, '8x8': 8, '8 x 8': 8, '8-inch square': 8, '9-inch square': 10 };
/** Dish sizes a kitchen has, in cups: ramekin-sized to a 3-quart dish. */
const SIZES = [2, 4, 6, 8, 10, 14];

/**
 * A baked book dish scaled well down is baked in a dish its size: one serving of a bread pudding
 * written for eight does not go in a 9x13-inch dish (issue 31's blind read). The dish is named by
 * what it holds, the smallest that takes the scaled amount; scaled up or a little down it is left.
 */
export function smallerDish(instructions: readonly string[], from: number, to: number): string[] {
  if (to >= from) return [...instructions];
  return instructions.map((step) =>
    step
      .replace(DISH, (whole: string, size: string) => {
        const cups = DISH_CUPS[size.toLowerCase()] ?? 14;
        const needed = (cups * to) / from;
        const fits = SIZES.find((candidate) => candidate >= needed * 0.9) ?? cups;
        return fits >= cups ? whole : `${fits}-cup baking dish`;
      })
      // 'an 8x8 pan' became 'a 2-cup baking dish'; 'an 8-cup' keeps its 'an'.
      .replace(/\b(an?) ((?:[a-z]+ )?)(\d+)-cup baking dish\b/gi, (_m, _article: string, between: string, cups: string) => {
        const article = between ? (/^[aeiou]/i.test(between) ? 'an' : 'a') : cups === '8' ? 'an' : 'a';
        return `${article} ${between}${cups}-cup baking dish`;
      }),
  );
}
