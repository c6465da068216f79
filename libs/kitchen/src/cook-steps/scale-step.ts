/**
 * A step's own amounts at the servings being cooked (issue 35): "whisk in 2 tablespoons of the
 * butter" reads "1 tablespoon" at half the recipe. Only a number followed by a kitchen unit or by
 * one of the recipe's foods is an amount; oven temperatures, pan sizes, times and counts of
 * batches are not, so they are never touched.
 */
import { roundForCook } from '../amounts/cook-rounding.js';
import { singularize } from '../matching.js';
import { formatCookingQuantity, scanQuantity } from '../quantity.js';
import { canonicalUnit, DEFAULT_UNIT, pluralizeUnit } from '../units.js';

export interface ScaledStepAmount {
  /** The amount as written: '2-3 tablespoons'. */
  original: string;
  /** The same words at the new servings: '1-1 1/2 tablespoons'. */
  scaled: string;
}

export interface ScaledStep {
  text: string;
  amounts: ScaledStepAmount[];
}

// a number starts here when the character before is not part of a word or another number
const NUMBER_START = /(?<![\w./\u2044°-])(?=\d|[½¼¾⅓⅔⅛⅜⅝⅞])/g;
const RANGE = /^\s*(?:-|–|to)\s*/;
const WORD_AFTER = /^\s*(?:of\s+(?:the\s+)?)?([a-zà-ÿ.]+(?:\s+[a-zà-ÿ.]+)?)/i;

const LOOSE_COUNTS = new Set(['item', 'piece', 'each', 'slice', 'bag', 'box', 'container', 'bottle', 'carton', 'loaf', 'dozen']);

/** What follows a number: a unit (one or two words) or a food of the recipe, else null. */
function amountKind(after: string, foods: ReadonlySet<string>): { unit: string | null; food: string } | null {
  if (/^\s*(?:°|º|%|x\d|x\b|×|-?inch|-?in\b|cm\b|mm\b)/i.test(after)) return null;
  const unitMatch = /^\s*([a-z]+\.?(?:\s+[a-z]+\.?)?)/i.exec(after);
  if (unitMatch) {
    const [first = '', second] = unitMatch[1].split(/\s+/);
    const two = second === undefined ? null : canonicalUnit(`${first} ${second}`);
    // 't' and 'c' are units only in ingredient lists; in prose after a number they are °C or a typo
    const one = /^[tcC]$/.test(first) ? null : canonicalUnit(first);
    const unit = two ?? one;
    if (unit !== null) {
      const food = foodAfter(after.slice(unitMatch[0].length), foods);
      // 'cut into 8 pieces' is a shape, not an amount: loose counts need a food after them
      if (food === null && LOOSE_COUNTS.has(unit)) return null;
      return { unit, food: food ?? '' };
    }
  }
  const food = foodAfter(after, foods);
  return food === null ? null : { unit: null, food };
}

function foodAfter(after: string, foods: ReadonlySet<string>): string | null {
  const words = WORD_AFTER.exec(after)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  // '3 large eggs': the food may follow one size or state word
  return words.map((word) => singularize(word.replace(/\.$/, ''))).find((word) => foods.has(word)) ?? null;
}

function scaleValue(value: number, factor: number, unit: string | null, food: string): number {
  // pieces stay pieces a cook can take: 1.5 eggs at a third is 1 egg, not 0.5
  return roundForCook(value * factor, unit ?? DEFAULT_UNIT, food, value);
}

/**
 * `step` with every amount it mentions multiplied by `factor` (target servings over the recipe's),
 * written as a cook writes it (1 1/2, 1/4). `foods` are the singular food words of the recipe's
 * ingredient lines, so '3 eggs' is scaled while '3 batches' is not.
 */
export function scaleStepText(step: string, factor: number, foods: Iterable<string>): ScaledStep {
  const foodSet = new Set([...foods].map((food) => singularize(food.toLowerCase())));
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return { text: step, amounts: [] };
  const amounts: ScaledStepAmount[] = [];
  let text = '';
  let cursor = 0;
  for (const start of [...step.matchAll(NUMBER_START)].map((m) => m.index)) {
    if (start < cursor) continue;
    const low = scanQuantity(step, start);
    if (!low) continue;
    let end = low.end;
    let high: number | null = null;
    const range = RANGE.exec(step.slice(end));
    if (range) {
      const upper = scanQuantity(step, end + range[0].length);
      if (upper) {
        high = upper.value;
        end = upper.end;
      }
    }
    const kind = amountKind(step.slice(end), foodSet);
    if (!kind) continue;
    const numberText = step.slice(start, end);
    const lowScaled = formatCookingQuantity(scaleValue(low.value, factor, kind.unit, kind.food));
    const scaledNumber =
      high === null
        ? lowScaled
        : `${lowScaled}${range?.[0] ?? '-'}${formatCookingQuantity(scaleValue(high, factor, kind.unit, kind.food))}`;
    // the unit word agrees with the new amount: '1 tablespoon', '2 cups' (abbreviations never change)
    const unitWord = /^(\s*)([A-Za-z]+)/.exec(step.slice(end));
    const agrees = kind.unit !== null && unitWord !== null && canonicalUnit(unitWord[2]) === kind.unit;
    const last = high === null ? scaleValue(low.value, factor, kind.unit, kind.food) : scaleValue(high, factor, kind.unit, kind.food);
    const written = agrees ? `${unitWord[1]}${pluralizeUnit(unitWord[2], last)}` : '';
    text += step.slice(cursor, start) + scaledNumber + written;
    cursor = agrees ? end + unitWord[0].length : end;
    const unitWords = agrees ? written : (/^\s*\S+/.exec(step.slice(end))?.[0] ?? '');
    amounts.push({ original: `${numberText}${agrees ? unitWord[0] : unitWords}`, scaled: `${scaledNumber}${unitWords}` });
  }
  return { text: text + step.slice(cursor), amounts };
}
