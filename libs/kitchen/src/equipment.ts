/**
 * The specialty equipment a recipe may need and a kitchen may lack. Everyday kit (stovetop, oven,
 * microwave, pans, pots, sheet pans, knives) is assumed in every kitchen; these are not, so a recipe
 * that needs one is only cooked where the household listed one among its active appliances.
 * Pure: shared by the appliances module (what a kitchen has) and the offline chef (what a recipe needs).
 */
export const equipmentKinds = [
  'air-fryer',
  'slow-cooker',
  'pressure-cooker',
  'blender',
  'food-processor',
  'stand-mixer',
  'waffle-iron',
  'rice-cooker',
  'sous-vide',
  'ice-cream-maker',
  'dehydrator',
  'bread-machine',
  'deep-fryer',
] as const;
export type EquipmentKind = (typeof equipmentKinds)[number];

/** Words naming each kind, in appliance names, types, categories, capabilities and recipe steps. */
const namedBy: Readonly<Record<EquipmentKind, RegExp>> = {
  'air-fryer': /\bair[\s-]?fr(?:y|ier|yer|ying|ied)\b/,
  'slow-cooker': /\b(?:slow[\s-]?cook(?:er|ing)?|crock[\s-]?pot)\b/,
  'pressure-cooker': /\b(?:pressure[\s-]?cook(?:er|ing)?|instant[\s-]?pot)\b/,
  blender: /\bblender\b/,
  'food-processor': /\bfood[\s-]?processor\b/,
  'stand-mixer': /\b(?:stand|hand|electric)[\s-]?mixer\b/,
  'waffle-iron': /\bwaffle[\s-]?(?:iron|maker)\b/,
  'rice-cooker': /\brice[\s-]?cooker\b/,
  'sous-vide': /\b(?:sous[\s-]?vide|immersion circulator)\b/,
  'ice-cream-maker': /\bice[\s-]?cream[\s-]?(?:maker|machine)\b/,
  dehydrator: /\bdehydrat(?:or|e|ing)\b/,
  'bread-machine': /\bbread[\s-]?(?:machine|maker)\b/,
  'deep-fryer': /\bdeep[\s-]?fryer\b/,
};

/** Appliances that do several jobs: a multicooker pressure-cooks and slow-cooks. */
const alsoDoes: Readonly<Partial<Record<EquipmentKind, readonly EquipmentKind[]>>> = {
  'pressure-cooker': ['slow-cooker'],
};
const multicooker = /\bmulti[\s-]?cooker\b/;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function kindsNamedIn(text: string): EquipmentKind[] {
  const folded = fold(text);
  const kinds = equipmentKinds.filter((kind) => namedBy[kind].test(folded));
  if (multicooker.test(folded)) kinds.push('pressure-cooker');
  return kinds;
}

/**
 * What one appliance provides, read from its name, type, category, model and capabilities
 * ('Instant Pot Duo' with capability 'Air fry' is a pressure cooker, slow cooker and air fryer).
 */
export function equipmentOfAppliance(texts: readonly (string | null | undefined)[]): EquipmentKind[] {
  const kinds = new Set<EquipmentKind>();
  for (const text of texts) {
    if (!text) continue;
    for (const kind of kindsNamedIn(text)) {
      kinds.add(kind);
      for (const extra of alsoDoes[kind] ?? []) kinds.add(extra);
    }
  }
  return equipmentKinds.filter((kind) => kinds.has(kind));
}

/** A step that names the tool only as one choice ('grill or cook in a grill pan') or warns against it. */
const optionalMention = /\bor\b|\bavoid\b|\bwithout\b|\binstead of\b|\bif you have\b|\boptional/;

/**
 * The specialty equipment a recipe's steps require: named in a step that offers no alternative.
 * ('Pulse in a food processor until fine' needs one; 'chop by hand; avoid a food processor' does not.)
 */
export function requiredEquipment(steps: readonly string[]): EquipmentKind[] {
  const kinds = new Set<EquipmentKind>();
  for (const step of steps) {
    const folded = fold(step);
    if (optionalMention.test(folded)) continue;
    for (const kind of kindsNamedIn(folded)) kinds.add(kind);
  }
  return equipmentKinds.filter((kind) => kinds.has(kind));
}

/** The kinds a recipe needs that the kitchen lacks; empty when it can be cooked there. */
export function missingEquipment(needed: readonly EquipmentKind[], kitchen: readonly EquipmentKind[]): EquipmentKind[] {
  const have = new Set(kitchen);
  return needed.filter((kind) => !have.has(kind));
}
