/**
 * Sizes an amount states: a container's net weight ('1 (28 oz) can', '2 15-ounce cans', '1 can
 * (15 oz)') and the size of each piece written with a hyphen ('1 4-pound chicken', '12
 * 1/4-inch-thick slices').
 */
import { canonicalUnit, unitKind } from '../units.js';
import { NUMBER_TEXT, readNumber } from './amount.js';
import { matchAt } from './text.js';

/** The net weight or volume of one can, jar or package, as a line states it. */
export interface PackageSize {
  quantity: number;
  /** A canonical mass or volume unit. */
  unit: string;
}

// A container's stated size: '15 oz', '15-oz.', '14.5-ounce', '400g', '13.5 fl oz', '1 lb'.
const SIZE = String.raw`(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)`;
const CONTAINER = String.raw`(cans?|tins?|jars?|packages?|pkgs?\.?|packs?|packets?|box(?:es)?|bags?|bottles?|cartons?|containers?)(?![\p{L}])`;
// '1 (15 oz) can', '2 (14.5-ounce) cans'
const SIZE_IN_PARENS_THEN_CONTAINER = new RegExp(String.raw`\s*\(\s*${SIZE}(?:\s+each)?\s*\)\s*${CONTAINER}`, 'iuy');
// '1 15-oz can', '2 x 400g tins'
const SIZE_THEN_CONTAINER = new RegExp(String.raw`\s+(?:x\s*)?${SIZE}\s+${CONTAINER}`, 'iuy');
// after the container: '1 can (15 oz)', '2 cans (400 g each)'
export const SIZE_IN_PARENS = new RegExp(String.raw`\s*\(\s*${SIZE}(?:\s+each)?\s*\)`, 'iuy');
// a weight that names its container: '15 oz can black beans', '400g tin tomatoes'
export const CONTAINER_WORD = new RegExp(String.raw`\s+${CONTAINER}\.?(?:\s+of)?(?=\s)`, 'iuy');
const CONTAINER_UNITS = new Set(['can', 'jar', 'package', 'box', 'bag', 'bottle', 'carton', 'container']);

export const isContainer = (unit: string | null): boolean => unit !== null && CONTAINER_UNITS.has(unit);

// a size written with a hyphen: '4-pound', '3- to 4-pound', '1/2-inch-thick', '(2-inch)', '28-ounce'
const SIZE_BODY = String.raw`${NUMBER_TEXT}(?:\s*-?\s*(?:to|or)[\s-]+${NUMBER_TEXT})?\s*-\s*(?:inch|in|ounce|oz|pound|lb|gram|g|kilogram|kg|quart|qt|cup|liter|litre|ml|centimeter|cm)(?:e?s)?\.?(?:-\p{L}+)*`;
export const HYPHEN_SIZE = new RegExp(String.raw`\s+(?:\(\s*${SIZE_BODY}\s*\)|${SIZE_BODY})(?![\p{L}\d])`, 'iuy');

/** The size of a container from a number and a unit word, if the word is a mass or volume unit. */
export function packageSizeOf(amount: string | undefined, unitWord: string | undefined): PackageSize | null {
  const quantity = Number(amount);
  const unit = canonicalUnit(unitWord);
  if (!Number.isFinite(quantity) || quantity <= 0 || unit === null) return null;
  const kind = unitKind(unit);
  return kind === 'mass' || kind === 'volume' ? { quantity, unit } : null;
}

/** '1 (15 oz) can …' and '1 15-oz can …': a size between the count and its container, and where they end. */
export function sizedContainer(line: string, end: number): { unit: string; packageSize: PackageSize; end: number } | null {
  for (const pattern of [SIZE_IN_PARENS_THEN_CONTAINER, SIZE_THEN_CONTAINER]) {
    const match = matchAt(pattern, line, end);
    const size = match ? packageSizeOf(match[1], match[2]) : null;
    const unit = match ? canonicalUnit(match[3].replace(/\.$/, '')) : null;
    if (match && size && unit !== null && isContainer(unit)) return { unit, packageSize: size, end: end + match[0].length };
  }
  return null;
}

const SIZE_PARTS = /\(?\s*(.+?)(?:\s*-?\s*(?:to|or)[\s-]+(.+?))?\s*-\s*([\p{L}]+)/iu;

/** '4-pound', '3- to 4-pound', 'four-pound': a weight or volume per piece, else null. */
export function weightOf(size: string): { quantity: number; max: number | null; unit: string } | null {
  const parts = SIZE_PARTS.exec(size.trim());
  if (!parts) return null;
  const unit = canonicalUnit(parts[3]);
  const kind = unitKind(unit);
  if (unit === null || (kind !== 'mass' && kind !== 'volume')) return null;
  const low = readNumber(parts[1], 0);
  const high = parts[2] ? readNumber(parts[2], 0) : null;
  if (!low || low.end !== parts[1].length || low.article) return null;
  return { quantity: low.value, max: high && high.end === parts[2].length && high.value > low.value ? high.value : null, unit };
}
