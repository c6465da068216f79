/**
 * The numbers a receipt line carries: its price (with the tax flags printed after it), a weight
 * with its unit price ('1.32 lb @ 4.99 /lb'), a multi-buy ('2 @ 0.99', '2 @ 2/1.98', 'QTY 3'),
 * the package size written in the name ('24CT', '1GAL', '16 OZ') and the purchase date.
 * Every reader takes a line already cleaned by `normalizeLine`.
 */
import { addDays, daysBetween, isValidIsoDate } from '../dates.js';
import { roundTo } from '../quantity.js';
import { canonicalUnit } from '../units.js';

/** '3.49', '3,49', '$3.49', '£1.85' → the amount; null when it is not one. */
export function parseMoney(text: string): number | null {
  const match = /^[$£€]?(\d{1,5})[.,](\d{2})$/.exec(text.trim());
  return match ? Number(`${match[1]}.${match[2]}`) : null;
}

/** A price read off the end of a line, with what is left of the line before it. */
export interface TrailingPrice {
  price: number;
  /** Printed as a credit: '-1.00', '1.00-', '1.00 CR'. */
  negative: boolean;
  rest: string;
}

// Tax and status flags printed after a price: ' F', ' T', ' N', ' FT', ' E', ' A', ' *', '-A', and
// ALDI's numbered tax groups ' F3', ' T1' (' F 3' when OCR splits them). A flag is one or two letters
// with at most one digit.
const FLAGS = String.raw`(?:\s*-?\s*(?:[A-Z]{1,2}(?:\s?\d)?|\*{1,2}|#)(?=$|\s))*`;
const TRAILING_PRICE = new RegExp(String.raw`(?:^|\s|(?<=[A-Za-z]))(-)?\s?([$£€])?\s?(-)?(\d{1,5}[.,]\d{2})(-)?(?:\s?(CR|-))?${FLAGS}\s*$`, 'i');

/**
 * The price at the end of a line, past its tax flags: 'BNLS CHKN BRST 6.58 F' → 6.58. A price
 * needs its two decimals, so a size or code at the end ('SPAG 16OZ', '4011') is not one.
 */
export function readTrailingPrice(line: string): TrailingPrice | null {
  // flags glued to the price by lost spaces, or after a dash that is not a credit: '6.58F', '3.49-A'
  const spaced = line.replace(/(\d[.,]\d{2})-?([A-Z]{1,2}\d?)$/, '$1 $2');
  const match = TRAILING_PRICE.exec(spaced);
  if (!match) return null;
  const [whole, minusBefore, , minusAfterSign, amount, minusAfter, credit] = match;
  const price = parseMoney(amount ?? '');
  if (price === null) return null;
  return {
    price,
    negative: Boolean(minusBefore ?? minusAfterSign ?? minusAfter ?? credit),
    rest: spaced.slice(0, spaced.length - whole.length).trim(),
  };
}

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** Canonical unit of a size or weight as receipts print it; counts ('24CT', '6PK') are items. */
export function receiptUnit(written: string): string | null {
  const unit = written.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (['ct', 'cnt', 'count', 'pk', 'pack', 'pc', 'pcs', 'ea'].includes(unit)) return 'item';
  if (unit === 'dz') return 'dozen';
  if (unit === 'lt' || unit === 'ltr') return 'l';
  return canonicalUnit(unit === 'floz' ? 'fl oz' : unit);
}

/** A weighed item's reading: '1.32 LB @ 4.99 /LB' → 1.32 lb at 4.99. */
export interface WeightReading {
  quantity: number;
  unit: string;
  unitPrice: number;
  /** The characters of the line the reading spans. */
  start: number;
  end: number;
}

const WEIGHT = /(?:\b(?:net\s*)?(?:wt\.?\s*)?)(\d{1,3}(?:[.,]\d{1,3})?)\s*(lbs?|kg|g|oz)\.?\s*(?:net\s*)?(?:@|x)\s*[$£€]?(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:EUR|GBP|USD)?\s*(?:\/|per\s*)\s*(lbs?|kg|100\s*g|g|oz)?\b/i;
// Walmart prints the unit before the unit price: '2.63 lb @ 1 lb /0.47'
const WEIGHT_UNIT_FIRST = /\b(\d{1,3}(?:[.,]\d{1,3})?)\s*(lbs?|kg)\.?\s*@\s*1\s*(?:lbs?|kg)\s*\/\s*[$£€]?(\d{1,4}[.,]\d{2})/i;

/** The weight and unit price of a weighed item, when the line has one. */
export function readWeight(line: string): WeightReading | null {
  const match = WEIGHT_UNIT_FIRST.exec(line) ?? WEIGHT.exec(line);
  if (!match) return null;
  const [whole, quantity, unit, unitPrice] = match;
  const canonical = receiptUnit(unit.replace(/s$/i, ''));
  if (canonical === null) return null;
  return { quantity: toNumber(quantity), unit: canonical, unitPrice: toNumber(unitPrice), start: match.index, end: match.index + whole.length };
}

/** A multi-buy: how many, and what they cost together when the line says so. */
export interface MultiBuyReading {
  count: number;
  /** count × unit price, or the deal price for 'n/x'; null for 'QTY 3' alone. */
  total: number | null;
  start: number;
  end: number;
}

const MULTI_AT = /(?:^|\s)(\d{1,2})\s*(?:@|x|AT)\s*(?:(\d{1,2})\s*(?:\/|FOR)\s*)?[$£€]?(\d{1,4}[.,]\d{2})(?:\s*(?:EA|EACH))?(?=\s|$)/i;
const MULTI_QTY = /(?:^|\s)(?:QTY|QUANTITY)\s*[:.]?\s*(\d{1,2})(?=\s|$)|(?:^|\s)(\d{1,2})\s*(?:QTY)(?=\s|$)/i;

/** '2 @ 0.99' → 2 for 1.98; '2 @ 2/1.98' → 2 for 1.98; '3 @ 2 FOR 5.00' → 3 for 7.50; 'QTY 3' → 3. */
export function readMultiBuy(line: string): MultiBuyReading | null {
  const at = MULTI_AT.exec(line);
  if (at) {
    const [whole, count, per, price] = at;
    const n = Number(count);
    const each = per === undefined ? toNumber(price) : toNumber(price) / Number(per);
    const start = at.index + (whole.length - whole.trimStart().length);
    return { count: n, total: roundTo(n * each, 2), start, end: at.index + whole.length };
  }
  const qty = MULTI_QTY.exec(line);
  if (qty) {
    const start = qty.index + (qty[0].length - qty[0].trimStart().length);
    return { count: Number(qty[1] ?? qty[2]), total: null, start, end: qty.index + qty[0].length };
  }
  return null;
}

/** A package size written in an item's name. */
export interface SizeReading {
  quantity: number;
  unit: string;
  start: number;
  end: number;
}

const SIZE = /(?:^|\s|(?<=[A-Za-z]))(\d{1,4}(?:[.,]\d{1,3})?|1\/2|½)\s*(ct|cnt|count|pk|pack|dz|doz|fl\s?oz|oz|lbs?|kg|g|ml|l|lt|ltr|gal|qt|pt)\b\.?/gi;

/**
 * The size in the name: 'MILK 1GAL' → 1 gallon; 'SPAG 16OZ' → 16 oz; a count ('KS EGGS 24CT',
 * '1 DOZ') is that many items; a count of measured packages ('COLA 12PK 12OZ') is the whole amount.
 */
export function readSize(name: string): SizeReading | null {
  let count: SizeReading | null = null;
  let measure: SizeReading | null = null;
  for (const match of name.matchAll(SIZE)) {
    const [whole, amount, unit] = match;
    const canonical = receiptUnit(unit.replace(/^lbs$/i, 'lb'));
    if (canonical === null) continue;
    const value = amount === '1/2' || amount === '½' ? 0.5 : toNumber(amount);
    if (!(value > 0)) continue;
    const start = match.index + (whole.length - whole.trimStart().length);
    const end = match.index + whole.length;
    if (canonical === 'item' || canonical === 'dozen') count = { quantity: canonical === 'dozen' ? value * 12 : value, unit: 'item', start, end };
    else measure = { quantity: value, unit: canonical, start, end };
  }
  // UK packs: 'FREE RANGE EGGS X6'
  const pack = /(?:^|\s)X\s?(\d{1,2})$/i.exec(name);
  if (pack && count === null && Number(pack[1]) > 1) {
    const start = pack.index + (pack[0].length - pack[0].trimStart().length);
    count = { quantity: Number(pack[1]), unit: 'item', start, end: name.length };
  }
  if (count && measure) {
    return { quantity: roundTo(count.quantity * measure.quantity, 3), unit: measure.unit, start: Math.min(count.start, measure.start), end: Math.max(count.end, measure.end) };
  }
  return measure ?? count;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;
const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** Every reading of the dates on a line, as valid yyyy-MM-dd, in the order a receipt most likely means them. */
export function dateCandidates(line: string): string[] {
  const found: string[] = [];
  const add = (year: number, month: number, day: number): void => {
    const date = iso(year, month, day);
    if (year >= 1990 && year <= 2099 && isValidIsoDate(date) && !found.includes(date)) found.push(date);
  };
  for (const m of line.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) add(Number(m[1]), Number(m[2]), Number(m[3]));
  // day first with dots (Europe): 26.11.2026
  for (const m of line.matchAll(/\b(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/g)) add(fullYear(m[3]), Number(m[2]), Number(m[1]));
  // slashes and dashes: the US month first, else the day first (UK)
  for (const m of line.matchAll(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})\b/g)) {
    add(fullYear(m[3]), Number(m[1]), Number(m[2]));
    add(fullYear(m[3]), Number(m[2]), Number(m[1]));
  }
  // a month by name: 'APR 14 2026', 'April 14, 2026', '14 Apr 2026', '14-APR-26'
  const month = (name: string): number => {
    const lower = name.toLowerCase();
    const index = MONTHS.findIndex((full) => lower === full || lower === full.slice(0, 3) || (lower === 'sept' && full === 'september'));
    return index + 1;
  };
  for (const m of line.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4}|\d{2})\b/g)) if (month(m[1]) > 0) add(fullYear(m[3]), month(m[1]), Number(m[2]));
  for (const m of line.matchAll(/\b(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s,-]+(\d{4}|\d{2})\b/g)) if (month(m[2]) > 0) add(fullYear(m[3]), month(m[2]), Number(m[1]));
  return found;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The purchase date among the readings: with `today`, the latest one not after it (a receipt
 * is never from the future; one day of slack for time zones), else the first reading.
 */
export function pickPurchaseDate(candidates: readonly string[], today?: string): string | null {
  if (candidates.length === 0) return null;
  if (today === undefined || !isValidIsoDate(today)) return candidates[0] ?? null;
  const latestAllowed = addDays(today, 1);
  const past = candidates.filter((date) => daysBetween(date, latestAllowed) >= 0);
  const pool = past.length > 0 ? past : candidates;
  return [...pool].sort((a, b) => Math.abs(daysBetween(a, today)) - Math.abs(daysBetween(b, today)))[0] ?? null;
}
