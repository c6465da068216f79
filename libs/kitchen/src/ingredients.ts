/**
 * Ingredient lines such as '1 1/2 cups flour' (spec 001 §5): a leading quantity (decimal, fraction,
 * mixed number, unicode fraction), an optional unit word, then the name.
 *
 * Beyond the spec, a range ('2-3', '2 to 3', '2–3') is read as its lower bound in `quantity` and its
 * upper bound in `quantityMax`; scaling scales both ends. The lower bound is what a cook needs at
 * least, so availability uses it. A list bullet ('- ', '• ', '* ') before the quantity is allowed.
 */
import { formatScaled, scanQuantity, type QuantityMatch } from './quantity.js';
import { canonicalUnit, unitKind } from './units.js';

export interface ParsedIngredient {
  /** The (lower) quantity, or null when the line does not start with a number. */
  quantity: number | null;
  /** The upper end of a range such as '2-3', otherwise null. */
  quantityMax: number | null;
  /** The canonical unit ('cups' → 'cup'), or null when the word after the quantity is not a unit. */
  unit: string | null;
  /** The rest of the line: the ingredient with its notes, e.g. 'garlic, minced'. */
  name: string;
  original: string;
  /**
   * The stated size of one container when the line gives one: '1 (15 oz) can', '1 15-oz can',
   * '2 cans (400 g each)' → { quantity: 15, unit: 'oz' } per can. Absent otherwise.
   */
  packageSize?: PackageSize;
}

/** The net weight or volume of one can, jar or package, as a line states it. */
export interface PackageSize {
  quantity: number;
  /** A canonical mass or volume unit. */
  unit: string;
}

/** Default servings of a recipe that does not say (spec 001 §9). */
export const DEFAULT_RECIPE_SERVINGS = 4;

interface LineLayout {
  quantity: QuantityMatch;
  range: { separator: string; max: QuantityMatch } | null;
  unit: string | null;
  nameStart: number;
  packageSize?: PackageSize;
}

const BULLET = /\s*(?:[-•*·]\s+)?/y;
const RANGE_SEPARATOR = /\s*(?:[-–—]|to(?=\s))\s*/y;
// A unit is one word ('cups', 'tbsp.'), or the two-word fluid ounce; it may touch the number ('400g').
const UNIT_WORD = /\s*(fl\.?\s*oz\.?|fluid\s+ounces?|\p{L}+\.?)(?=[\s,;:)]|$)/uy;
const OF = /\s+of(?=\s)/y;
// Characters that show the leading digits are not a quantity: '2% milk', '10:30', '1/2/3'.
const NOT_A_QUANTITY_END = /[%\d/\u2044:]/u;

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function scanRange(line: string, quantity: QuantityMatch): LineLayout['range'] {
  const separator = matchAt(RANGE_SEPARATOR, line, quantity.end);
  if (!separator) return null;
  const max = scanQuantity(line, quantity.end + separator[0].length);
  if (!max || max.value <= quantity.value) return null;
  return { separator: separator[0], max };
}

// A container's stated size: '15 oz', '15-oz.', '14.5-ounce', '400g', '13.5 fl oz', '1 lb'.
const SIZE = String.raw`(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)`;
const CONTAINER = String.raw`(cans?|tins?|jars?|packages?|pkgs?\.?|packs?|packets?|box(?:es)?|bags?|bottles?|cartons?|containers?)(?![\p{L}])`;
// '1 (15 oz) can', '2 (14.5-ounce) cans'
const SIZE_IN_PARENS_THEN_CONTAINER = new RegExp(String.raw`\s*\(\s*${SIZE}(?:\s+each)?\s*\)\s*${CONTAINER}`, 'iuy');
// '1 15-oz can', '2 x 400g tins'
const SIZE_THEN_CONTAINER = new RegExp(String.raw`\s+(?:x\s*)?${SIZE}\s+${CONTAINER}`, 'iuy');
// after the container: '1 can (15 oz)', '2 cans (400 g each)'
const SIZE_IN_PARENS = new RegExp(String.raw`\s*\(\s*${SIZE}(?:\s+each)?\s*\)`, 'iuy');
// anywhere in the name once the container is known: '1 can black beans (15 oz), drained'
const SIZE_IN_PARENS_ANYWHERE = new RegExp(String.raw`\s*\(\s*${SIZE}(?:\s+each)?\s*\)`, 'iu');
// a weight that names its container: '15 oz can black beans', '400g tin tomatoes'
const CONTAINER_WORD = new RegExp(String.raw`\s+${CONTAINER}\.?(?:\s+of)?(?=\s)`, 'iuy');

/** The size of a container from a number and a unit word, if the word is a mass or volume unit. */
function packageSizeOf(amount: string | undefined, unitWord: string | undefined): PackageSize | null {
  const quantity = Number(amount);
  const unit = canonicalUnit(unitWord);
  if (!Number.isFinite(quantity) || quantity <= 0 || unit === null) return null;
  const kind = unitKind(unit);
  return kind === 'mass' || kind === 'volume' ? { quantity, unit } : null;
}

const isContainer = (unit: string | null): boolean => unit !== null && CONTAINER_UNITS.has(unit);
const CONTAINER_UNITS = new Set(['can', 'jar', 'package', 'box', 'bag', 'bottle', 'carton', 'container']);

/** '1 (15 oz) can …' and '1 15-oz can …': a size between the count and its container. */
function sizedContainer(line: string, end: number): Pick<LineLayout, 'unit' | 'nameStart' | 'packageSize'> | null {
  for (const pattern of [SIZE_IN_PARENS_THEN_CONTAINER, SIZE_THEN_CONTAINER]) {
    const match = matchAt(pattern, line, end);
    const size = match ? packageSizeOf(match[1], match[2]) : null;
    const unit = match ? canonicalUnit(match[3].replace(/\.$/, '')) : null;
    if (!match || !size || !isContainer(unit)) continue;
    const afterContainer = end + match[0].length;
    const of = matchAt(OF, line, afterContainer);
    return { unit, nameStart: of ? afterContainer + of[0].length : afterContainer, packageSize: size };
  }
  return null;
}

function layoutOf(line: string): LineLayout | null {
  const bullet = matchAt(BULLET, line, 0);
  const quantity = scanQuantity(line, bullet ? bullet[0].length : 0);
  if (!quantity) return null;
  const range = scanRange(line, quantity);
  const end = range ? range.max.end : quantity.end;
  const next = line.charAt(end);
  if (NOT_A_QUANTITY_END.test(next)) return null;

  const sized = sizedContainer(line, end);
  if (sized) return { quantity, range, ...sized };

  const word = matchAt(UNIT_WORD, line, end);
  const unit = word ? canonicalUnit(word[1]) : null;
  // Letters stuck to the number that are not a unit make a word such as '7up' or '1st'.
  if (/\p{L}/u.test(next) && unit === null) return null;
  if (!word || unit === null) return { quantity, range, unit: null, nameStart: end };

  let afterUnit = end + word[0].length;
  let packageSize: PackageSize | undefined;
  if (isContainer(unit)) {
    const stated = matchAt(SIZE_IN_PARENS, line, afterUnit);
    const size = stated ? packageSizeOf(stated[1], stated[2]) : null;
    if (stated && size) {
      afterUnit += stated[0].length;
      packageSize = size;
    }
  } else if (unitKind(unit) === 'mass' || unitKind(unit) === 'volume') {
    // '15 oz can black beans' is 15 oz of black beans: the container word is not the food
    const container = matchAt(CONTAINER_WORD, line, afterUnit);
    if (container) afterUnit += container[0].length;
  }
  const of = matchAt(OF, line, afterUnit);
  const layout: LineLayout = { quantity, range, unit, nameStart: of ? afterUnit + of[0].length : afterUnit };
  return packageSize ? { ...layout, packageSize } : layout;
}

function stripBullet(line: string): string {
  const bullet = matchAt(BULLET, line, 0);
  return line.slice(bullet ? bullet[0].length : 0).trim();
}

/** Splits an ingredient line into quantity, unit and name (spec 001 §5). Never throws. */
export function parseIngredientLine(line: string): ParsedIngredient {
  const layout = layoutOf(line);
  if (!layout) return { quantity: null, quantityMax: null, unit: null, name: stripBullet(line), original: line };
  let name = line.slice(layout.nameStart).trim();
  let packageSize = layout.packageSize;
  if (!packageSize && isContainer(layout.unit)) {
    // '1 can black beans (15 oz), drained': the size may follow the food
    const stated = SIZE_IN_PARENS_ANYWHERE.exec(name);
    const size = stated ? packageSizeOf(stated[1], stated[2]) : null;
    if (stated && size) {
      name = (name.slice(0, stated.index) + name.slice(stated.index + stated[0].length)).replace(/\s+,/g, ',').trim();
      packageSize = size;
    }
  }
  const parsed: ParsedIngredient = {
    quantity: layout.quantity.value,
    quantityMax: layout.range?.max.value ?? null,
    unit: layout.unit,
    name,
    original: line,
  };
  return packageSize ? { ...parsed, packageSize } : parsed;
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Scale factor must be a positive number, got ${factor}`);
}

/**
 * The line with its leading quantity multiplied by `factor`, rounded to two decimals without
 * trailing zeros ('1 1/2 cups flour' × 2 → '3 cups flour'); everything else is kept as written.
 * Lines with no leading number come back unchanged. Throws RangeError for a factor that is not
 * a positive number.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  assertFactor(factor);
  const layout = layoutOf(line);
  if (!layout) return line;
  const { quantity, range } = layout;
  const scaled = range
    ? `${formatScaled(quantity.value * factor)}${range.separator}${formatScaled(range.max.value * factor)}`
    : formatScaled(quantity.value * factor);
  return line.slice(0, quantity.start) + scaled + line.slice(range ? range.max.end : quantity.end);
}

/**
 * The factor that turns a recipe written for `recipeServings` into `targetServings`. A recipe
 * without a usable servings count is taken to serve 4 (spec 001 §9).
 */
export function servingsScaleFactor(targetServings: number, recipeServings: number | null | undefined): number {
  if (!Number.isFinite(targetServings) || targetServings <= 0) {
    throw new RangeError(`Target servings must be a positive number, got ${targetServings}`);
  }
  const base = recipeServings && Number.isFinite(recipeServings) && recipeServings > 0 ? recipeServings : DEFAULT_RECIPE_SERVINGS;
  return targetServings / base;
}

/**
 * A recipe's ingredient lines rescaled from `recipeServings` to `targetServings` with
 * `scaleIngredientLine` (a recipe without a servings count serves 4). Lines without a leading
 * number are kept as written.
 */
export function scaleIngredientLines(
  lines: readonly string[],
  recipeServings: number | null | undefined,
  targetServings: number,
): string[] {
  const factor = servingsScaleFactor(targetServings, recipeServings);
  return factor === 1 ? [...lines] : lines.map((line) => scaleIngredientLine(line, factor));
}
