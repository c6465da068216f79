/**
 * One pan, one portion: a book dish written for one (a French omelette in an 8-inch pan) does not
 * become a 12-egg omelette in the same pan for four (issue 31's blind read). Scaled up, it is cooked
 * in batches, one portion after another, and its cooking time counts each batch.
 */
/** A frying pan or skillet of a given size, not a square baking pan or a baking dish. */
const SINGLE_PAN = /\b(?:(?:6|7|8|9|10)-inch (?:nonstick |non-stick |cast-iron |heavy )?(?:frying )?(?:pan|skillet)|tamagoyaki pan|small (?:nonstick |non-stick )?(?:frying )?(?:pan|skillet))\b/i;

export interface Batched {
  instructions: string[];
  cookTime: number;
}

export function inBatches(recipe: { servings: number; cookTime: number; instructions: readonly string[] }, servings: number): Batched | null {
  if (recipe.servings > 2 || servings <= recipe.servings) return null;
  if (!recipe.instructions.some((step) => SINGLE_PAN.test(step))) return null;
  // A pan's worth for two (a tamagoyaki of four eggs) made for five is three pans' worth, not ten eggs in one (issue 31's fifth blind read).
  const batches = Math.ceil(servings / recipe.servings);
  const first =
    recipe.servings === 1
      ? `This makes ${servings} portions, cooked one at a time in the same pan: divide the ingredients into ${servings} equal shares and follow the steps below for each, keeping the finished ones warm.`
      : `This is cooked in ${batches} batches in the same pan: divide the ingredients into ${batches} equal shares and follow the steps below for each, keeping the finished ones warm.`;
  return { instructions: [first, ...recipe.instructions], cookTime: recipe.cookTime * batches };
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

/**
 * A dish made whole: its steps name the pan it fills or measure from its own amounts ('a 9-inch pie
 * plate', 'whisk 1 cup of the sugar', 'divide into 8 balls', 'six ramekins'), so scaled down it
 * reads wrong (issue 31's fifth blind read: a 1/3-cup crust for a 9-inch pie plate, "1 cup of the
 * sugar" with 1/3 cup listed). Such a dish is made at its own yield, the rest kept for later.
 */
const WHOLE_DISH = new RegExp(
  [
    String.raw`\b\d+(?:[- ]inch|")\s*(?:round |square |deep(?:-dish)? |fluted )?(?:pie|tart|cake|springform|loaf|bundt|tube|quiche)\b`,
    String.raw`\b(?:pie (?:plate|dish|pan|crust)|tart (?:pan|tin|shell)|springform|loaf (?:pan|tin)|bundt|muffin (?:tin|pan|cups)|cupcake (?:liners|pan)|cake (?:pan|tin)s?)\b`,
    String.raw`\b\d+(?: \d\/\d|\/\d)? cups? of the (?!(?:pasta |cooking |starchy |soaking )?(?:water|liquid|broth|stock)\b)`,
    String.raw`\bthe remaining \d`,
    String.raw`\b(?:divide|shape|roll|cut|form)\b[^.]*?\binto \d+ (?:equal )?(?:balls|pieces|rounds|portions|squares|bars|logs|patties|wedges|slices|rolls|buns|cookies)\b`,
    String.raw`\b(?:\d+|four|six|eight|twelve) (?:\d+-ounce )?(?:ramekins|custard cups|molds|moulds|jars|glasses)\b`,
  ].join('|'),
  'i',
);

/** Whether a book dish asked for fewer servings than it makes is made whole (see WHOLE_DISH). */
export function madeWhole(recipe: { servings: number; instructions: readonly string[] }, servings: number): boolean {
  if (servings >= recipe.servings) return false;
  // the book never changes: each dish's steps are read once
  let whole = WHOLE.get(recipe.instructions);
  if (whole === undefined) {
    whole = recipe.instructions.some((step) => WHOLE_DISH.test(step));
    WHOLE.set(recipe.instructions, whole);
  }
  return whole;
}
const WHOLE = new WeakMap<readonly string[], boolean>();

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * A dish for two scaled to six is not poured "into two glasses" (issue 31's blind read): the glasses,
 * bowls and plates its steps count follow the servings, and a blender of six smoothies works in batches.
 */
export function servedFor(instructions: readonly string[], from: number, to: number): string[] {
  if (from === to) return [...instructions];
  const count = (n: number): string => NUMBER_WORDS[n] ?? String(n);
  return instructions.map((step) => {
    let out = step.replace(/\b(two|2|four|4) (glasses|bowls|plates|mugs|jars|cups)\b/gi, (whole, n: string, vessel: string) => {
      const written = /^\d/.test(n) ? Number(n) : NUMBER_WORDS.indexOf(n.toLowerCase());
      return written === from ? `${count(to)} ${vessel}` : whole;
    });
    if (to > from && to >= 4 && /\bblend\b/i.test(out) && !/\bbatch/i.test(out)) out = `Working in batches if your blender is small, ${out.charAt(0).toLowerCase()}${out.slice(1)}`;
    return out;
  });
}
