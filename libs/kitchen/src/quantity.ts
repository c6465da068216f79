/**
 * Quantities as people type them: '1', '1.5', '.5', '1/2', '1 1/2', '1-1/2', '½', '1½', '1 ½'.
 * Food items store their quantity as text (spec 000 §3), so every comparison goes through here.
 */

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');
// '/' or U+2044 FRACTION SLASH, which some recipe sites use in '1⁄2'.
const SLASH = '[/\u2044]';

// Alternatives in order of preference, so '1 1/2' is read whole before '1' alone.
const QUANTITY_PATTERN = new RegExp(
  [
    `(?<whole>\\d+)(?:\\s+|-)?(?<vulgar>[${VULGAR}])`,
    `(?<mixedWhole>\\d+)(?:\\s+|-)(?<mixedNum>\\d+)${SLASH}(?<mixedDen>\\d+)`,
    `(?<num>\\d+)${SLASH}(?<den>\\d+)`,
    `(?<lone>[${VULGAR}])`,
    `(?<decimal>\\d*\\.\\d+|\\d+(?:\\.\\d+)?)`,
  ]
    .map((alternative) => `(?:${alternative})`)
    .join('|'),
  'y',
);

/** A quantity found at some position of a text: its value and the exact characters it spans. */
export interface QuantityMatch {
  value: number;
  /** Index of the first character of the quantity. */
  start: number;
  /** Index just past the last character of the quantity. */
  end: number;
  text: string;
}

/**
 * Reads the quantity that starts exactly at `position` of `text`, or returns null. Shared by
 * `parseQuantity` and the ingredient-line parser so both accept the same notations.
 */
export function scanQuantity(text: string, position = 0): QuantityMatch | null {
  QUANTITY_PATTERN.lastIndex = position;
  const match = QUANTITY_PATTERN.exec(text);
  const groups = match?.groups;
  if (!match || !groups) return null;
  const value = quantityValue(groups);
  if (value === null) return null;
  return { value, start: position, end: position + match[0].length, text: match[0] };
}

function quantityValue(groups: Record<string, string | undefined>): number | null {
  const { whole, vulgar, mixedWhole, mixedNum, mixedDen, num, den, lone, decimal } = groups;
  if (whole !== undefined && vulgar !== undefined) return Number(whole) + VULGAR_FRACTIONS[vulgar];
  if (mixedWhole !== undefined && mixedNum !== undefined && mixedDen !== undefined) {
    const fraction = divide(mixedNum, mixedDen);
    return fraction === null ? null : Number(mixedWhole) + fraction;
  }
  if (num !== undefined && den !== undefined) return divide(num, den);
  if (lone !== undefined) return VULGAR_FRACTIONS[lone];
  if (decimal !== undefined) return Number(decimal);
  return null;
}

function divide(numerator: string, denominator: string): number | null {
  const d = Number(denominator);
  return d === 0 ? null : Number(numerator) / d;
}

/**
 * The number a quantity text stands for, or null when it is not one non-negative quantity
 * ('', 'some', '-1', '1/0', '2 cups'). Numbers pass through when finite and not negative.
 */
export function parseQuantity(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = scanQuantity(text);
  return match && match.end === text.length ? match.value : null;
}

/** Rounds half away from zero to `decimals` places, immune to binary artefacts (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  // most amounts are whole (2 eggs, 500 g): nothing to round, and no text to format
  if (Number.isInteger(value) && decimals >= 0) return value === 0 ? 0 : value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * A quantity for display: an integer, or one decimal (spec 001 §2): 2 → '2', 1.25 → '1.3',
 * 1.96 → '2'. Non-finite input gives '' so a bad value never renders as 'NaN'.
 */
export function formatQuantity(value: number): string {
  return Number.isFinite(value) ? String(roundTo(value, 1)) : '';
}

/**
 * A scaled quantity (spec 001 §5): rounded to two decimals without trailing zeros,
 * 1.5 → '1.5', 2.0 → '2', 1/3 → '0.33'. Non-finite input gives ''.
 */
export function formatScaled(value: number): string {
  return Number.isFinite(value) ? String(roundTo(value, 2)) : '';
}

const COOKING_FRACTIONS: readonly { value: number; text: string }[] = [
  { value: 1 / 8, text: '1/8' },
  { value: 1 / 4, text: '1/4' },
  { value: 1 / 3, text: '1/3' },
  { value: 3 / 8, text: '3/8' },
  { value: 1 / 2, text: '1/2' },
  { value: 5 / 8, text: '5/8' },
  { value: 2 / 3, text: '2/3' },
  { value: 3 / 4, text: '3/4' },
  { value: 7 / 8, text: '7/8' },
];

/**
 * A quantity written the way a recipe writes it: whole numbers plain, common fractions as
 * '1/2' or '1 1/2' when the value is within 0.01 of one, anything else as `formatScaled` does
 * (1.5 → '1 1/2', 0.25 → '1/4', 2 → '2', 0.3 → '0.3'). The result reads back through
 * `parseQuantity` to the same value (within rounding). Non-finite or negative input gives ''.
 */
export function formatCookingQuantity(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const whole = Math.floor(value + 0.01);
  const rest = value - whole;
  if (Math.abs(rest) < 0.01) return String(whole);
  const fraction = COOKING_FRACTIONS.find((f) => Math.abs(f.value - rest) < 0.01);
  if (!fraction) return formatScaled(value);
  return whole === 0 ? fraction.text : `${whole} ${fraction.text}`;
}
