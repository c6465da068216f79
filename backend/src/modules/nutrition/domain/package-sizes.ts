import { foodFacts, unitName } from '@sous/kitchen';

/** What one package holds: a weight, or a volume weighed through the food's density. */
type PackageSize = { g: number } | { ml: number };

/**
 * Typical contents of one package of a food, authored for Sous from common US retail sizes (a can
 * of tuna is 5 oz, of beans 15 oz, a loaf of sandwich bread 20 oz). They only estimate what a
 * "1 can" or "1 head" on a shelf weighs so nutrition and waste can count it; an amount entered as a
 * weight or volume never goes through here.
 */
const BY_FOOD: Readonly<Record<string, Readonly<Record<string, PackageSize>>>> = {
  garlic: { head: { g: 50 }, clove: { g: 4 } },
  broccoli: { head: { g: 350 }, bunch: { g: 600 } },
  cauliflower: { head: { g: 575 } },
  cabbage: { head: { g: 900 } },
  lettuce: { head: { g: 500 } },
  celery: { bunch: { g: 450 }, stalk: { g: 40 } },
  'canned-tuna': { can: { g: 142 } },
  'canned-tomato': { can: { g: 411 } },
  'black-bean': { can: { g: 425 } },
  'sparkling-water': { can: { ml: 355 }, bottle: { ml: 1000 } },
  'olive-oil': { bottle: { ml: 500 } },
  'vegetable-oil': { bottle: { ml: 1420 } },
  'breakfast-cereal': { box: { g: 340 } },
  cracker: { box: { g: 390 } },
  popcorn: { box: { g: 255 }, bag: { g: 85 } },
  'tortilla-chip': { bag: { g: 370 } },
  bread: { loaf: { g: 570 }, slice: { g: 28 } },
  butter: { stick: { g: 113 } },
};

/** Package units whose size varies little whatever they hold; bags, boxes of other foods, heads and bunches do not. */
const BY_UNIT: Readonly<Record<string, PackageSize>> = {
  can: { g: 400 },
  jar: { g: 450 },
  bottle: { ml: 500 },
  carton: { ml: 946 },
  loaf: { g: 570 },
};

/**
 * About how many grams one `unit` ('can', 'head', 'bottle') of the food with this canonical key
 * holds, or null when no typical size is known. Volumes use the catalog's density, else water's.
 */
export function packageGrams(foodKey: string, unit: string): number | null {
  const name = unitName(unit);
  const size = BY_FOOD[foodKey]?.[name] ?? BY_UNIT[name];
  if (!size) return null;
  return 'g' in size ? size.g : size.ml * (foodFacts(foodKey)?.density ?? 1);
}
