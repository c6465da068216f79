/**
 * Kitchen conversions: between volumes, between weights, between volume and weight for an
 * ingredient (by its density), and between °F and °C. Grams per US cup are public figures from the
 * USDA FoodData Central household measures, rounded the way common baking weight charts round
 * them; the exact unit factors come from units.ts.
 */
import { formatCookingQuantity, formatScaled } from '../quantity.js';
import { canonicalUnit, convertQuantity, unitKind } from '../units.js';
import { lazy, NameIndex } from './food-names.js';

export interface Density {
  names: readonly string[];
  /** Grams in one level US cup (236.6 ml). */
  gramsPerCup: number;
}

/** `names | grams per cup`, spooned and levelled for flours and powders, packed for brown sugar. */
const DENSITY_TABLE = `
all-purpose flour, flour, plain flour, white flour | 125
bread flour | 127
cake flour, pastry flour | 115
whole wheat flour, wholemeal flour | 120
self-rising flour, self-raising flour | 125
almond flour, ground almonds | 96
cornmeal, polenta | 138
cornstarch, corn starch, cornflour | 120
cocoa powder, cocoa | 85
granulated sugar, sugar, white sugar, caster sugar | 200
brown sugar, packed brown sugar | 213
powdered sugar, icing sugar, confectioners sugar | 120
honey | 340
maple syrup | 312
molasses | 337
corn syrup | 328
butter | 226.8
vegetable oil, oil, olive oil, canola oil | 218
shortening | 190
milk, whole milk | 245
buttermilk | 245
heavy cream, cream | 238
sour cream | 230
yogurt, plain yogurt, greek yogurt | 245
water | 237
rice, uncooked rice, white rice | 185
cooked rice | 158
rolled oats, oats, oatmeal | 90
quinoa | 170
couscous | 173
lentils, dried lentils | 192
dried beans | 180
grated parmesan, parmesan | 100
shredded cheese, shredded cheddar, grated cheese | 113
cream cheese | 232
chocolate chips | 170
raisins | 150
chopped nuts, walnuts, pecans | 115
almonds, whole almonds | 143
peanut butter | 258
salt, table salt | 292
kosher salt | 135
baking soda | 220
baking powder | 192
breadcrumbs, dry breadcrumbs | 108
panko | 50
shredded coconut | 85
frozen peas, peas | 145
chopped onion, onion | 160
blueberries | 148
mashed banana | 225
pumpkin puree | 245
tomato sauce | 245
`;

export const densities: () => readonly Density[] = lazy(() =>
  DENSITY_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [names, grams] = line.split('|').map((part) => part.trim());
      return { names: names.split(',').map((name) => name.trim()), gramsPerCup: Number(grams) };
    }),
);

const index = lazy(() => new NameIndex(densities(), (density) => density.names));

export function densityOf(ingredient: string): Density | null {
  return index().exact(ingredient) ?? index().find(ingredient) ?? null;
}

export interface Conversion {
  value: number;
  /** "16 tbsp", "125 g". */
  text: string;
  /** The ingredient whose density was used, for volume ↔ weight. */
  ingredient: string | null;
}

const CUP_ML = 236.5882365;

/**
 * `quantity fromUnit` in `toUnit`, through the ingredient's density when one is a volume and the
 * other a weight. Null when the units are unknown, incompatible, or the density is unknown.
 */
export function convertMeasure(quantity: number, fromUnit: string, toUnit: string, ingredient?: string | null): Conversion | null {
  const from = canonicalUnit(fromUnit);
  const to = canonicalUnit(toUnit);
  if (!from || !to) return null;
  const direct = convertQuantity(quantity, from, to);
  if (direct !== null) return { value: direct, text: `${roundFor(direct, to)} ${unitWord(to, direct)}`, ingredient: null };
  const kinds = [unitKind(from), unitKind(to)];
  if (!kinds.includes('mass') || !kinds.includes('volume') || !ingredient) return null;
  const density = densityOf(ingredient);
  if (!density) return null;
  const gramsPerMl = density.gramsPerCup / CUP_ML;
  const value = kinds[0] === 'volume'
    ? convertQuantity(convertQuantity(quantity, from, 'ml')! * gramsPerMl, 'g', to)!
    : convertQuantity(convertQuantity(quantity, from, 'g')! / gramsPerMl, 'ml', to)!;
  return { value, text: `${roundFor(value, to)} ${unitWord(to, value)}`, ingredient: density.names[0] };
}

/** "cups" for more than one; abbreviations stay as they are. */
function unitWord(unit: string, value: number): string {
  return value > 1 && /^(?:cup|pint|quart|gallon)$/.test(unit) ? `${unit}s` : unit;
}

/** Cook-friendly rounding: whole numbers from 10 up, one decimal below, fractions kept. */
function roundFor(value: number, unit: string): string {
  if (value >= 10) return String(Math.round(value));
  // spoons and cups read as the fractions on a measuring set (1/4 cup, not 0.25); 3/8 or 5/8 are on none, so they stay decimals
  const fraction = /^(?:cup|tbsp|tsp)$/.test(unit) ? formatCookingQuantity(value) : '';
  if (/(?:^| )(?:1\/8|1\/4|1\/3|1\/2|2\/3|3\/4)$/.test(fraction)) return fraction;
  // 3.63 cups reads as 3.6; 0.33 stays two places, since a third is worth keeping
  return formatScaled(value >= 1 ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100);
}

export const fahrenheitToCelsius = (f: number): number => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number): number => (c * 9) / 5 + 32;

/** "350 °F is 177 °C (about 180 °C; gas mark 4)". */
export function temperatureText(value: number, from: 'F' | 'C'): string {
  if (from === 'F') {
    const c = fahrenheitToCelsius(value);
    const oven = value >= 250 && value <= 550 ? ` (an oven set to about ${Math.round(c / 5) * 5} °C${gasMark(value)})` : '';
    return `${formatDegrees(value)} °F is ${formatDegrees(c)} °C${oven}`;
  }
  const f = celsiusToFahrenheit(value);
  const oven = value >= 120 && value <= 290 ? ` (an oven set to about ${Math.round(f / 25) * 25} °F${gasMark(f)})` : '';
  return `${formatDegrees(value)} °C is ${formatDegrees(f)} °F${oven}`;
}

function formatDegrees(value: number): string {
  return String(Math.round(value));
}

/** UK gas marks: 1 is 275 °F, each mark 25 °F more. */
function gasMark(fahrenheit: number): string {
  const mark = Math.round((fahrenheit - 250) / 25);
  return mark >= 1 && mark <= 9 ? `, gas mark ${mark}` : '';
}
