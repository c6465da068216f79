/**
 * Chocolate as a cook works it: a ganache rolled into truffles (intermediate: an emulsion of hot
 * cream and chopped chocolate, chilled until it can be shaped) and fruit dipped in tempered
 * chocolate (advanced: melted, cooled and warmed again through set temperatures so it sets glossy
 * and snaps). A bar of dark chocolate and cream or fruit are in many kitchens; these are the
 * desserts of a cook's level they make.
 */
import { convertQuantity, formatCookingQuantity } from '@sous/kitchen';
import type { PantryItem } from '../pantry.js';
import { COOKING_FRUIT, CITRUS, NUT, amount, is, join, labels, present, sentence, template, titleOf } from './kit.js';

/** Eating chocolate, not a spread or chips in a cookie. */
const BAR_CHOCOLATE = (item: PantryItem): boolean => item.kind === 'chocolate' && !/nutella|spread|syrup|milk chocolate|white chocolate|chips?\b/i.test(item.label);
/** Cream that makes a ganache: heavy or whipping cream, not ice cream or sour cream. */
const POURING_CREAM = (item: PantryItem): boolean => item.kind === 'cream' && !/ice cream|gelato|frozen yogurt|whipped|sour/i.test(item.label);

/** Ounces of chocolate on hand; a bar counted as an item is the usual 3.5 oz. Null when the stock does not say. */
function chocolateOunces(item: PantryItem): number | null {
  if (item.amount === null) return null;
  if (item.unit === null || ['item', 'bar', 'each', 'piece'].includes(item.unit)) return item.amount * 3.5;
  return convertQuantity(item.amount, item.unit, 'oz');
}

/** The chocolate a dish takes, rounded to half ounces, or null when the kitchen has too little for the servings. */
function chocolateFor(item: PantryItem, perServingOz: number, servings: number): number | null {
  const wanted = Math.max(2, Math.round(perServingOz * servings * 2) / 2);
  const onHand = chocolateOunces(item);
  return onHand !== null && onHand < wanted ? null : wanted;
}

export const truffles = template(
  { id: 'truffles', name: 'Chocolate Truffles', mealTypes: ['dessert', 'snack'], cuisines: ['french', 'american'], difficulty: 'intermediate', taste: 'sweet' },
  (context, picker) => {
    const chocolate = picker.one(BAR_CHOCOLATE);
    const cream = picker.one(POURING_CREAM);
    if (!chocolate || !cream) return null;
    // Two or three truffles a serving: three quarters of an ounce of chocolate, and about half its weight in cream.
    const oz = chocolateFor(chocolate, 0.75, context.servings);
    if (oz === null) return null;
    const creamTbsp = Math.max(3, Math.round(oz * 1.1 * 2) / 2);
    const butter = picker.one(is.kind('butter'));
    const orange = picker.one((item) => CITRUS(item) && /orange/.test(item.label));
    const coating = picker.one((item) => NUT(item) && !/butter/.test(item.label));
    const count = Math.round(oz * 3);
    const ingredients = [
      `${formatCookingQuantity(oz)} oz ${chocolate.label}, finely chopped`,
      `${formatCookingQuantity(creamTbsp)} tbsp ${cream.label}`,
      ...(butter ? [`1 tbsp ${butter.label}, soft`] : []),
      ...(orange ? [`1 ${orange.label.replace(/s$/, '')}, zest finely grated`] : []),
      ...(coating ? [`${formatCookingQuantity(Math.max(1, Math.round(context.servings * 0.5)))} oz ${coating.label}, toasted and finely chopped`] : []),
    ];
    const instructions = [
      `Put the ${chocolate.label} in a heatproof bowl.`,
      `Bring the ${cream.label}${orange ? ` with the orange zest` : ''} just to a simmer in a small pan, pour it over the ${chocolate.label} and leave for 2 minutes without stirring.`,
      `Stir gently from the centre outward until the ganache is smooth and glossy${butter ? `, then stir in the ${butter.label}` : ''}. If a few lumps remain, set the bowl over barely simmering water for a few seconds and stir again.`,
      'Cover and chill until firm enough to scoop, about 2 hours.',
      ...(coating ? [`Toast the ${coating.label} in a dry skillet over medium heat until fragrant, about 3 minutes, then chop finely and spread on a plate.`] : []),
      `Scoop level teaspoons of ganache, roll each quickly between cool palms into a ball${coating ? ` and roll it in the ${coating.label}` : ''}; you will have about ${count}.`,
      'Chill for 15 minutes to set, and take them out of the fridge 10 minutes before serving.',
    ].map(sentence);
    return {
      title: `${orange ? 'Orange ' : ''}${titleOf([chocolate], 1)} Truffles${coating ? ` with ${titleOf([coating], 1)}` : ''}`,
      description: sentence(`Soft ${chocolate.label} truffles: a ganache of ${join(present([chocolate.label, cream.label]))}${orange ? ' scented with orange zest' : ''}, chilled, rolled by hand${coating ? ` and coated in ${coating.label}` : ''}.`),
      prepTime: 25,
      cookTime: 5 + 120 + 15,
      ingredients,
      instructions,
      keyItems: [chocolate, cream],
      pairing: null,
    };
  },
);

/** Fruit that holds a coat of chocolate: strawberries, banana, apple or pear slices, orange segments, grapes, dried fruit. */
const DIPPING_FRUIT = (item: PantryItem): boolean =>
  (COOKING_FRUIT(item) && (/strawberr|banana|apple|pear|grape|cherr/.test(item.label) || item.kind === 'dried')) || (CITRUS(item) && /orange|clementine|mandarin/.test(item.label));

/** How a fruit is readied for dipping. */
function fruitPrep(item: PantryItem): string {
  if (/strawberr|cherr|grape/.test(item.label)) return 'washed and patted completely dry';
  if (/banana/.test(item.label)) return 'peeled and cut into thick coins';
  if (/apple|pear/.test(item.label)) return 'cored and cut into wedges';
  if (CITRUS(item)) return 'peeled and separated into segments, dried';
  return 'patted dry';
}

export const dippedFruit = template(
  { id: 'tempered-dipped-fruit', name: 'Chocolate-Dipped Fruit', mealTypes: ['dessert', 'snack'], cuisines: ['french', 'american'], difficulty: 'advanced', taste: 'sweet' },
  (context, picker) => {
    const chocolate = picker.one(BAR_CHOCOLATE);
    if (!chocolate) return null;
    const fruits = picker.take(DIPPING_FRUIT, 2);
    if (fruits.length === 0) return null;
    const oz = chocolateFor(chocolate, 0.75, context.servings);
    if (oz === null) return null;
    const nut = picker.one((item) => NUT(item) && !/butter/.test(item.label));
    const ingredients = [
      `${formatCookingQuantity(oz)} oz ${chocolate.label}, finely chopped`,
      // About 80 g of fruit a serving, shared between the fruits.
      ...fruits.map((item) => amount(item, context, { share: 0.6 / fruits.length, prep: fruitPrep(item) })),
      ...(nut ? [`${formatCookingQuantity(Math.max(1, Math.round(context.servings * 0.5)))} oz ${nut.label}, toasted and finely chopped`] : []),
    ];
    const instructions = [
      `Line a tray with parchment. Have the ${labels(fruits)} ready and completely dry: a drop of water makes chocolate seize.`,
      ...(nut ? [`Toast the ${nut.label} in a dry skillet over medium heat until fragrant, about 3 minutes, then chop finely.`] : []),
      `To temper, melt two thirds of the ${chocolate.label} in a heatproof bowl over barely simmering water, stirring, to 115°F (46°C) on an instant-read thermometer. Take the bowl off the heat.`,
      `Stir in the remaining chopped ${chocolate.label} and keep stirring until it cools to 81°F (27°C); it thickens as the right crystals form.`,
      `Warm it over the water again for a few seconds at a time, stirring, to 88 to 90°F (31 to 32°C), no higher. Test: a streak on parchment should set glossy and firm within 5 minutes at room temperature. If it stays soft or streaky, start again from melting.`,
      `Dip each piece of fruit halfway, let the excess drip off${nut ? ` and sprinkle with the ${nut.label}` : ''}, and set on the tray. Keep the chocolate at 88°F (31°C), warming it briefly when it thickens.`,
      'Leave at cool room temperature until set, about 20 minutes; serve within a few hours.',
    ].map(sentence);
    return {
      title: `${titleOf(fruits, 2)} Dipped in Tempered ${titleOf([chocolate], 1)}`,
      description: sentence(`${labels(fruits)} half-dipped in tempered ${chocolate.label}${nut ? ` and ${nut.label}` : ''}: glossy, with the clean snap of chocolate set the way chocolatiers set it.`),
      prepTime: 20,
      cookTime: 25,
      ingredients,
      instructions,
      keyItems: [chocolate, ...fruits],
      pairing: null,
    };
  },
);
