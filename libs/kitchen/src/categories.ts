/**
 * Food categories come from the USDA database with long names; these helpers give the short
 * display name, the lucide icon and the `/food-groups/{category}` URL segment (spec 000 §2, §3).
 */

export const UNCATEGORIZED = 'Uncategorized';

const DISPLAY_NAMES: ReadonlyMap<string, string> = new Map([
  ['cereal grains and pasta', 'Grains & Pasta'],
  ['dairy and egg products', 'Dairy & Eggs'],
  ['finfish and shellfish products', 'Seafood'],
  ['sausages and luncheon meats', 'Deli Meats'],
  ['meals, entrees, and side dishes', 'Meals & Sides'],
]);

const SOURCE_NAMES: ReadonlyMap<string, string> = new Map(
  [...DISPLAY_NAMES].map(([source, display]) => [display.toLowerCase(), source]),
);

// Items without a category are grouped as Uncategorized (spec 000 §2).
function isBlank(name: string | null | undefined): name is null | undefined | '' {
  return name === null || name === undefined || name.trim() === '';
}

/** The short name shown for a category ('Dairy and Egg Products' → 'Dairy & Eggs'); others unchanged. */
export function categoryDisplayName(name: string | null | undefined): string {
  if (isBlank(name)) return UNCATEGORIZED;
  return DISPLAY_NAMES.get(name.trim().toLowerCase()) ?? name.trim();
}

/** Keyword → lucide icon name, in the spec's order: the first keyword found in the name wins. */
export const CATEGORY_ICONS = [
  ['vegetable', 'carrot'],
  ['fruit', 'apple'],
  ['dairy', 'milk'],
  ['egg', 'egg'],
  ['meat', 'beef'],
  ['poultry', 'drumstick'],
  ['fish', 'fish'],
  ['grain', 'wheat'],
  ['beverage', 'cup-soda'],
  ['wine', 'wine'],
  ['sweet', 'candy'],
  ['cake', 'cake'],
  ['cookie', 'cookie'],
  ['soup', 'soup'],
  ['baby', 'baby'],
  ['snack', 'popcorn'],
  ['nut', 'nut'],
  ['spice', 'flame'],
  ['fast food', 'hamburger'],
  ['legume', 'bean'],
  ['oil', 'droplet'],
] as const;

export const DEFAULT_CATEGORY_ICON = 'utensils';

export type CategoryIconName = (typeof CATEGORY_ICONS)[number][1] | typeof DEFAULT_CATEGORY_ICON;

function iconByKeyword(name: string): CategoryIconName | null {
  const lower = name.toLowerCase();
  return CATEGORY_ICONS.find(([keyword]) => lower.includes(keyword))?.[1] ?? null;
}

/**
 * The lucide icon name for a category, by keyword. A display name ('Seafood') is looked up through
 * its source name ('Finfish and Shellfish Products') so both spellings get the same icon.
 */
export function categoryIcon(name: string | null | undefined): CategoryIconName {
  if (isBlank(name)) return DEFAULT_CATEGORY_ICON;
  const source = SOURCE_NAMES.get(name.trim().toLowerCase());
  return iconByKeyword(name) ?? (source ? iconByKeyword(source) : null) ?? DEFAULT_CATEGORY_ICON;
}

/**
 * The `/food-groups/{category}` segment: the name lowercased ('uncategorized' for none). Callers
 * encode it with encodeURIComponent when building a URL.
 */
export function categorySlug(name: string | null | undefined): string {
  return isBlank(name) ? UNCATEGORIZED.toLowerCase() : name.trim().toLowerCase();
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The category among `names` that a URL segment designates, matching its slug or the slug of its
 * display name, encoded or not. Returns undefined when none matches; a blank name answers
 * 'uncategorized'.
 */
export function findCategoryBySlug<T extends string | null | undefined>(slug: string, names: readonly T[]): T | undefined {
  const wanted = decodeSlug(slug).trim().toLowerCase();
  if (wanted === '') return undefined;
  return names.find((name) => categorySlug(name) === wanted || categorySlug(categoryDisplayName(name)) === wanted);
}
