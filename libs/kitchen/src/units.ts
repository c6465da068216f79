/**
 * Units of measure: canonical names, the aliases people write, and conversion between units that
 * measure the same thing. Conversion factors are exact US customary / SI definitions.
 */

import { parseQuantity } from './quantity.js';

export type UnitKind = 'mass' | 'volume' | 'count';
export type PreferredUnits = 'metric' | 'imperial';

/** A quantity with its canonical unit, as the display helpers return it. */
export interface Measure {
  quantity: number;
  unit: string;
}

interface UnitDefinition {
  kind: UnitKind;
  /**
   * Units convert into each other only within one dimension. Item, piece, each and dozen share
   * 'count'; packaging and kitchen counts (a clove, a can, a pinch) each stand alone because a
   * can is not a clove.
   */
  dimension: string;
  /** Size in the dimension's base unit: grams, millilitres or items. */
  factor: number;
  system: 'metric' | 'imperial' | 'neutral';
  aliases: readonly string[];
}

const OUNCE_G = 28.349523125;
const POUND_G = 453.59237;
const TEASPOON_ML = 4.92892159375;

const mass = (factor: number, system: UnitDefinition['system'], aliases: string[]): UnitDefinition => ({
  kind: 'mass',
  dimension: 'mass',
  factor,
  system,
  aliases,
});
const volume = (factor: number, system: UnitDefinition['system'], aliases: string[]): UnitDefinition => ({
  kind: 'volume',
  dimension: 'volume',
  factor,
  system,
  aliases,
});
const counted = (factor: number, aliases: string[]): UnitDefinition => ({
  kind: 'count',
  dimension: 'count',
  factor,
  system: 'neutral',
  aliases,
});
const standalone = (name: string, aliases: string[]): UnitDefinition => ({
  kind: 'count',
  dimension: name,
  factor: 1,
  system: 'neutral',
  aliases,
});

/** Every known unit by canonical name. */
const UNITS: Readonly<Record<string, UnitDefinition>> = {
  mg: mass(0.001, 'metric', ['milligram', 'milligrams', 'milligramme', 'milligrammes']),
  g: mass(1, 'metric', ['gram', 'grams', 'gramme', 'grammes', 'gm', 'gms']),
  kg: mass(1000, 'metric', ['kgs', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos']),
  oz: mass(OUNCE_G, 'imperial', ['ozs', 'ounce', 'ounces']),
  lb: mass(POUND_G, 'imperial', ['lbs', 'pound', 'pounds']),
  ml: volume(1, 'metric', ['millilitre', 'millilitres', 'milliliter', 'milliliters', 'mls', 'cc']),
  cl: volume(10, 'metric', ['centilitre', 'centilitres', 'centiliter', 'centiliters']),
  dl: volume(100, 'metric', ['decilitre', 'decilitres', 'deciliter', 'deciliters']),
  l: volume(1000, 'metric', ['litre', 'litres', 'liter', 'liters', 'lt', 'ltr', 'ltrs']),
  tsp: volume(TEASPOON_ML, 'imperial', ['tsps', 'teaspoon', 'teaspoons']),
  tbsp: volume(TEASPOON_ML * 3, 'imperial', ['tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons']),
  'fl oz': volume(TEASPOON_ML * 6, 'imperial', ['floz', 'fluid ounce', 'fluid ounces']),
  cup: volume(TEASPOON_ML * 48, 'imperial', ['cups', 'c']),
  pint: volume(TEASPOON_ML * 96, 'imperial', ['pints', 'pt', 'pts']),
  quart: volume(TEASPOON_ML * 192, 'imperial', ['quarts', 'qt', 'qts']),
  gallon: volume(TEASPOON_ML * 768, 'imperial', ['gallons', 'gal', 'gals']),
  item: counted(1, ['items', 'unit', 'units']),
  piece: counted(1, ['pieces', 'pc', 'pcs']),
  each: counted(1, ['ea']),
  dozen: counted(12, ['dozens', 'doz']),
  clove: standalone('clove', ['cloves']),
  can: standalone('can', ['cans', 'tin', 'tins']),
  slice: standalone('slice', ['slices']),
  pinch: standalone('pinch', ['pinches']),
  dash: standalone('dash', ['dashes']),
  bunch: standalone('bunch', ['bunches']),
  stick: standalone('stick', ['sticks']),
  sprig: standalone('sprig', ['sprigs']),
  stalk: standalone('stalk', ['stalks']),
  head: standalone('head', ['heads']),
  handful: standalone('handful', ['handfuls']),
  package: standalone('package', ['packages', 'pkg', 'pkgs', 'pack', 'packs', 'packet', 'packets']),
  bag: standalone('bag', ['bags']),
  box: standalone('box', ['boxes']),
  jar: standalone('jar', ['jars']),
  bottle: standalone('bottle', ['bottles']),
  carton: standalone('carton', ['cartons']),
  container: standalone('container', ['containers']),
  block: standalone('block', ['blocks']),
  tub: standalone('tub', ['tubs']),
  loaf: standalone('loaf', ['loaves']),
};

const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(UNITS).flatMap(([name, unit]) => [[name, name] as const, ...unit.aliases.map((a) => [a, name] as const)]),
);

/** Every canonical unit name, e.g. for a unit picker. */
export const UNIT_NAMES: readonly string[] = Object.keys(UNITS);

/** The unit food items get when none is given (spec 000 §3). */
export const DEFAULT_UNIT = 'item';

const canonicalUnits = new Map<string, string | null>();

/**
 * The canonical name of a unit as written ('Tablespoons' → 'tbsp', 'fl. oz.' → 'fl oz'), or null
 * when it is not a known unit. Case matters only for the cook's shorthand 'T' (tablespoon) and
 * 't' (teaspoon).
 */
export function canonicalUnit(unit: string | null | undefined): string | null {
  if (typeof unit !== 'string') return null;
  const known = canonicalUnits.get(unit);
  if (known !== undefined) return known;
  const trimmed = unit.trim();
  const key = trimmed.toLowerCase().replace(/[.\s]+/g, ' ').trim();
  const canonical = trimmed === 'T' ? 'tbsp' : trimmed === 't' ? 'tsp' : (ALIASES.get(key) ?? null);
  // a kitchen writes few spellings, asked of every lot an allocation looks at (issue 18); the
  // spellings are the users' own, so the memory is bounded
  if (canonicalUnits.size >= 1000) canonicalUnits.clear();
  canonicalUnits.set(unit, canonical);
  return canonical;
}

/** True when `unit` is a unit this module knows, under any alias. */
export function isKnownUnit(unit: string | null | undefined): boolean {
  return canonicalUnit(unit) !== null;
}

// A missing unit means a plain count: '3 eggs' or a food item with the default unit.
function definitionOf(unit: string | null | undefined): { name: string; definition: UnitDefinition } | null {
  const name = unit === null || unit === undefined || unit.trim() === '' ? DEFAULT_UNIT : canonicalUnit(unit);
  if (name === null) return null;
  const definition = UNITS[name];
  return definition ? { name, definition } : null;
}

/** What a unit measures: mass, volume or count; null for unknown units. A missing unit is a count. */
export function unitKind(unit: string | null | undefined): UnitKind | null {
  return definitionOf(unit)?.definition.kind ?? null;
}

function sameUnknownUnit(from: string | null | undefined, to: string | null | undefined): boolean {
  const normalise = (u: string | null | undefined): string => (u ?? '').trim().toLowerCase();
  return normalise(from) !== '' && normalise(from) === normalise(to);
}

/**
 * `quantity` of `from` expressed in `to`, or null when the units do not measure the same thing
 * (grams to cups, cans to cloves). A missing unit counts as 'item'; an unknown unit converts only
 * to itself.
 */
export function convertQuantity(
  quantity: number,
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  if (!Number.isFinite(quantity)) return null;
  const source = definitionOf(from);
  const target = definitionOf(to);
  if (!source || !target) return sameUnknownUnit(from, to) ? quantity : null;
  if (source.definition.dimension !== target.definition.dimension) return null;
  return (quantity * source.definition.factor) / target.definition.factor;
}

/** True when a quantity in `a` can be compared with one in `b`. */
export function areUnitsCompatible(a: string | null | undefined, b: string | null | undefined): boolean {
  return convertQuantity(1, a, b) !== null;
}

function inBase(quantity: number, definition: UnitDefinition): number {
  return quantity * definition.factor;
}

/**
 * A measure shown to a metric user: ounces and pounds become g or kg, cups, fluid ounces, pints,
 * quarts and gallons become ml or l. Teaspoons and tablespoons stay: spoon measures are used in
 * metric kitchens too. Metric, count and unknown units come back unchanged.
 */
export function toMetric(quantity: number, unit: string | null | undefined): Measure {
  const known = definitionOf(unit);
  if (!known || known.definition.system !== 'imperial' || ['tsp', 'tbsp'].includes(known.name)) {
    return { quantity, unit: unit ?? '' };
  }
  const base = inBase(quantity, known.definition);
  if (known.definition.kind === 'mass') return base >= 1000 ? { quantity: base / 1000, unit: 'kg' } : { quantity: base, unit: 'g' };
  return base >= 1000 ? { quantity: base / 1000, unit: 'l' } : { quantity: base, unit: 'ml' };
}

const IMPERIAL_VOLUME_STEPS: readonly { unit: string; from: number }[] = [
  { unit: 'gallon', from: TEASPOON_ML * 768 },
  { unit: 'quart', from: TEASPOON_ML * 192 },
  { unit: 'cup', from: TEASPOON_ML * 12 },
  { unit: 'tbsp', from: TEASPOON_ML * 3 },
  { unit: 'tsp', from: 0 },
];

/**
 * A measure shown to an imperial user: metric masses become oz (lb from one pound up), metric
 * volumes become the largest of gallon, quart, cup (from ¼ cup), tbsp or tsp that keeps the number
 * at 1 or more. Imperial, count and unknown units come back unchanged.
 */
export function toImperial(quantity: number, unit: string | null | undefined): Measure {
  const known = definitionOf(unit);
  if (!known || known.definition.system !== 'metric') return { quantity, unit: unit ?? '' };
  const base = inBase(quantity, known.definition);
  if (known.definition.kind === 'mass') {
    return base >= POUND_G ? { quantity: base / POUND_G, unit: 'lb' } : { quantity: base / OUNCE_G, unit: 'oz' };
  }
  const step = IMPERIAL_VOLUME_STEPS.find((s) => base >= s.from) ?? { unit: 'tsp' };
  return { quantity: base / UNITS[step.unit].factor, unit: step.unit };
}

/** A measure in the user's preferred system (User.preferredUnits, spec 000 §3). */
export function toPreferredUnits(quantity: number, unit: string | null | undefined, preferred: PreferredUnits): Measure {
  return preferred === 'metric' ? toMetric(quantity, unit) : toImperial(quantity, unit);
}

/**
 * Written short forms that read the same for any amount ('2 lb', '1.5 oz', '3 tbsp'), even where
 * the alias table also lists an s form ('lbs'): those are kept as written, never made plural.
 */
const ABBREVIATED_UNITS: ReadonlySet<string> = new Set([
  'mg', 'g', 'kg', 'oz', 'lb', 'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'fl oz', 'floz', 'tbs', 'tbl', 'gm', 'lt', 'ltr', 'pc', 'pkg', 'pt', 'qt',
  'gal', 'doz', 'ea', 'c', 'cc', 't',
]);
/** Count words that do not change: '2 dozen', '3 each'. */
const INVARIANT_UNITS: ReadonlySet<string> = new Set(['dozen', 'each']);

/** The English plural of one lower-case word: 'box' → 'boxes', 'berry' → 'berries', 'tub' → 'tubs'. */
function pluralWord(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * The singular and plural of every unit written as a word, from the alias table: a form whose plural
 * is also listed is a word ('cup'/'cups', 'loaf'/'loaves', 'ounce'/'ounces'); abbreviations are not.
 */
const UNIT_WORD_PLURALS: ReadonlyMap<string, string> = new Map(
  Object.entries(UNITS).flatMap(([name, unit]) => {
    const forms = new Set([name, ...unit.aliases]);
    return [...forms].flatMap((form) => {
      if (ABBREVIATED_UNITS.has(form) || INVARIANT_UNITS.has(form)) return [];
      const plural = [pluralWord(form), `${form}s`, form.endsWith('f') ? `${form.slice(0, -1)}ves` : ''].find((candidate) => forms.has(candidate));
      return plural ? [[form, plural] as const] : [];
    });
  }),
);
const UNIT_WORD_SINGULARS: ReadonlyMap<string, string> = new Map([...UNIT_WORD_PLURALS].map(([singular, plural]) => [plural, singular] as const));

/** `word` in the case `written` was typed in: 'Cups' for 'Cup', 'CUPS' for 'CUP'. */
function inCaseOf(written: string, word: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return word.toUpperCase();
  if (written[0] !== written[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/**
 * A unit as it reads after `quantity` ('2 pints', '1 cup', '1/2 cup', '2 cloves', '3 loaves'): a
 * unit written as a word takes its plural above one and its singular at one or less, in the case it
 * was typed; abbreviations ('oz', 'lb', 'lbs', 'g', 'ml', 'tbsp') and 'dozen' never change. A unit
 * this module does not know takes an s only when it is a plain lower-case word with a vowel ('2 tubs', '2 pkt'). The
 * quantity is a number or numeric text ('1 1/2', '0.5'); one that cannot be read leaves the unit as is.
 */
export function pluralizeUnit(unit: string, quantity: number | string | null | undefined): string {
  const written = unit.trim().replace(/\s+/g, ' ');
  const amount = typeof quantity === 'number' ? quantity : parseQuantity(quantity);
  if (written === '' || amount === null || !Number.isFinite(amount)) return written;
  const key = written.toLowerCase();
  if (amount > 1) {
    const plural = UNIT_WORD_PLURALS.get(key);
    if (plural) return inCaseOf(written, plural);
    // a vowelless short form ('pkt', 'btl') is an abbreviation
    if (canonicalUnit(written) === null && /^[a-z]{3,}$/.test(written) && /[aeiouy]/.test(written) && !written.endsWith('s')) return pluralWord(written);
    return written;
  }
  const singular = UNIT_WORD_SINGULARS.get(key);
  return singular ? inCaseOf(written, singular) : written;
}

/** An amount with its unit as it reads: '2 pints', '1/2 cup', '500 g'; just the number without a unit. */
export function formatUnitAmount(quantity: string | number, unit: string | null | undefined): string {
  const number = String(quantity).trim();
  const shown = pluralizeUnit(unit ?? '', quantity);
  return shown === '' ? number : `${number} ${shown}`;
}
