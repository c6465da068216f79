/**
 * Sandwiches: deli slices layered on bread, or a tuna, chicken or egg salad bound with mayonnaise.
 * The lunch most kitchens hold the makings of (issue 31's fifth blind read: deli turkey went into
 * tacos and onto bare toast, and a lunch for six with bread, tuna and mayonnaise on hand was a
 * snack board).
 */
import { formatCookingQuantity } from '@sous/kitchen';
import { amountLine, countedLabel, type Amount, type PantryItem } from '../pantry.js';
import { ACID, EGG, LOAF, acidName, amount, join, labels, present, sentence, template, titleOf } from './kit.js';

/** Bread to build a sandwich on: a loaf, bagels, rolls or buns; not muffins or biscuits. */
const SANDWICH_BREAD = (item: PantryItem): boolean => LOAF(item) && !item.frozen && !/\b(?:muffins?|biscuits?)\b/i.test(item.label);
/** Split and filled one to a sandwich, rather than two slices of a loaf. */
const SPLIT_BREAD = /\b(?:bagels?|rolls?|buns?|baguettes?|ciabatta|croissants?)\b/i;
/** Sliced meat for a sandwich; smoked salmon only with cream cheese to spread under it. */
const DELI_MEAT = (item: PantryItem): boolean => item.kind === 'deli' && !/salmon|lox/i.test(item.label);
const SMOKED_SALMON = (item: PantryItem): boolean => item.kind === 'deli' && /salmon|lox/i.test(item.label);
/** Cooked or canned protein that is flaked or chopped and bound with mayonnaise. */
const SALAD_PROTEIN = (item: PantryItem): boolean =>
  !item.frozen && (((item.kind === 'fish' || item.kind === 'poultry') && item.food?.raw === true) || EGG(item));
const MAYO = (item: PantryItem): boolean => /\b(?:mayo|mayonnaise|aioli)\b/i.test(item.label);
const MUSTARD = (item: PantryItem): boolean => /\bmustard\b/i.test(item.label) && item.role !== 'seasoning';
const CREAM_CHEESE = (item: PantryItem): boolean => /cream cheese/i.test(item.label);
/** What gives a salad filling crunch, chopped fine. */
const CRUNCH = (item: PantryItem): boolean => !item.frozen && /\b(?:celery|red onion|onions?|scallions?|green onions?|pickles?|gherkins?|cornichons?|shallots?)\b/i.test(item.label);
/** Sliced into a sandwich raw. */
const FRESH_LAYER = (item: PantryItem): boolean => !item.frozen && /\b(?:tomato(?:es)?|cucumbers?|avocados?)\b/i.test(item.label) && !/canned|sauce|paste|sun-dried/i.test(item.label);
const LEAVES = (item: PantryItem): boolean => !item.frozen && /\b(?:lettuce|romaine|iceberg|spinach|arugula|rocket|mixed greens|spring mix)\b/i.test(item.label);
const SLICING_CHEESE = (item: PantryItem): boolean => item.kind === 'meltingCheese' && !/shredded|blend|string/i.test(item.label);

/**
 * Mayonnaise to bind a salad filling: about a tablespoon an egg, two a can of tuna, one an ounce and
 * a half of chicken (issue 31's blind read: 12 eggs bound with 3 tablespoons made a dry salad).
 */
function bindingTbsp(filling: Amount): number {
  if (filling.unit === null) return Math.max(2, Math.round(0.75 * filling.quantity));
  if (filling.unit === 'can') return Math.max(2, Math.round(2 * filling.quantity));
  if (filling.unit === 'lb') return Math.max(2, Math.round(10 * filling.quantity));
  if (filling.unit === 'g') return Math.max(2, Math.round(filling.quantity / 40));
  return Math.max(2, Math.round(filling.quantity / 1.5));
}

/** The salad's protein: two eggs a sandwich at most, even when a dozen expire (not twelve eggs in four bagels). */
function saladAmount(salad: PantryItem, servings: number, egg: boolean): Amount {
  if (!egg) return amountLine(salad, servings);
  const eggs = Math.min(2 * servings, amountLine(salad, servings, { minCount: 2 * servings, prep: '' }).quantity);
  return { line: `${eggs} ${countedLabel(salad.label, eggs)}`, quantity: eggs, unit: null };
}

/** A rib of celery or a little onion for every few sandwiches: crunch, not a second filling ("more celery than tuna"). */
function crunchLine(item: PantryItem, servings: number): string {
  const few = Math.max(1, Math.round(servings / 3));
  if (/celery/i.test(item.label)) return `${few} ${few === 1 ? 'rib' : 'ribs'} celery, finely chopped`;
  if (/scallion|green onion/i.test(item.label)) return `${few + 1} ${item.label.replace(/s$/, '')}s, thinly sliced`;
  if (/pickle|gherkin|cornichon/i.test(item.label)) return `${few + 1} ${countedLabel(item.label, few + 1)}, finely chopped`;
  return `${servings <= 4 ? '1/4' : '1/2'} ${countedLabel(item.label, 1)}, finely chopped`;
}

export const sandwich = template(
  { id: 'sandwich', name: 'Sandwich', mealTypes: ['lunch'], cuisines: ['american'], difficulty: 'beginner' },
  (context, picker) => {
    const bread = picker.one(SANDWICH_BREAD);
    if (!bread) return null;
    const deli = picker.one(DELI_MEAT) ?? (picker.has(CREAM_CHEESE) && SPLIT_BREAD.test(bread.label) ? picker.one(SMOKED_SALMON) : null);
    const salad = deli ? null : picker.one(SALAD_PROTEIN);
    if (!deli && !salad) return null;
    const smoked = deli !== null && SMOKED_SALMON(deli);
    const n = context.servings;
    const split = SPLIT_BREAD.test(bread.label);
    const breadLine = split ? `${n} ${countedLabel(bread.label, n)}, split` : `${formatCookingQuantity(2 * n)} slices ${bread.label}`;
    const spread = smoked ? picker.one(CREAM_CHEESE) : picker.one(MAYO);
    // A salad filling needs its mayonnaise: flaked tuna on dry bread is not a sandwich.
    if (salad && !spread) return null;
    const mustard = picker.one(MUSTARD);
    const cheese = deli && !smoked ? picker.one(SLICING_CHEESE) : null;
    const crunch = salad ? picker.take(CRUNCH, 2) : [];
    const acid = salad || smoked ? picker.one(ACID) : null;
    const layer = picker.one(FRESH_LAYER);
    const leaves = picker.one(LEAVES);
    const egg = salad !== null && EGG(salad);
    const filled = salad ? saladAmount(salad, n, egg) : null;
    const ingredients = [
      breadLine,
      ...(deli ? [amount(deli, context, { share: 1.2, prep: '' })] : []),
      ...(filled ? [filled.line] : []),
      ...(spread ? [`${formatCookingQuantity(filled ? bindingTbsp(filled) : n)} tbsp ${spread.label}`] : []),
      ...(mustard ? [`${formatCookingQuantity(Math.max(1, Math.round(n / 2)))} tsp ${mustard.label}`] : []),
      ...(cheese ? [amount(cheese, context, { share: 0.5, prep: 'sliced' })] : []),
      ...crunch.map((item) => crunchLine(item, n)),
      ...(acid ? [acid.kind === 'citrus' ? `1 ${countedLabel(acid.label, 1)}, juiced` : `1 tsp ${acid.label}`] : []),
      ...(layer ? [amount(layer, context, { share: 0.5, prep: 'thinly sliced' })] : []),
      ...(leaves ? [amount(leaves, context, { share: 0.3, prep: 'leaves separated' })] : []),
      'Salt and black pepper to taste',
    ];
    const filling = salad ? (egg ? 'egg salad' : `${titleOf([salad], 1).toLowerCase()} salad`) : null;
    const spreadWords = present([spread ? `the ${spread.label}` : null, mustard ? `the ${mustard.label}` : null]);
    const layers = present([layer, leaves]);
    const instructions = salad
      ? [
          ...(egg
            ? [`Cover the ${salad.label} with cold water, bring to a boil, then cover, take off the heat and leave for 10 minutes. Cool in cold water, peel, chop and put in a bowl.`]
            : [`${/tuna|salmon|sardine|fish/i.test(salad.label) ? `Drain the ${salad.label} well and flake it` : `Shred or chop the ${salad.label}`} into a bowl.`]),
          `Stir in ${join(present([...spreadWords, ...crunch.map((item) => `the ${item.label}`), acid ? `the ${acidName(acid)}` : null]))}, then season with salt and pepper.`,
          `Toast the ${bread.label} lightly if you like. Spread the filling over ${split ? 'the bottom halves' : 'half the slices'}${layers.length ? `, top with the ${labels(layers)}` : ''} and close${split ? '' : ' with the other slices'}.`,
          'Cut in half and serve.',
        ]
      : [
          `${split ? `Split the ${bread.label} and toast them lightly if you like.` : `Toast the ${bread.label} lightly if you like.`}${spreadWords.length ? ` Spread with ${join(spreadWords)}.` : ''}`,
          `Layer the ${labels(present([deli, cheese, layer, leaves]))} on ${split ? 'the bottom halves' : 'half the slices'}${layer ? `, seasoning the ${layer.label} with salt and pepper` : ', with a grind of pepper'}${acid ? ` and a squeeze of ${acidName(acid)}` : ''}.`,
          `Close${split ? '' : ' with the other slices'}, cut in half and serve.`,
        ];
    const onBagels = split ? ` on ${bread.label}` : '';
    const title = salad ? `${egg ? 'Egg' : titleOf([salad], 1)} Salad Sandwiches` : `${titleOf(present([deli, cheese]), 2)} Sandwiches`;
    return {
      title: split && /bagel/i.test(bread.label) ? title.replace('Sandwiches', 'Bagels') : title,
      description: sentence(
        salad
          ? `${filling} with ${join(present([spread?.label ?? null, ...crunch.map((item) => item.label)]))}${layers.length ? `, ${labels(layers)}` : ''}${onBagels || ` on ${bread.label}`}: a quick lunch.`
          : `${labels(present([deli, cheese, layer, leaves]))} layered${onBagels || ` on ${bread.label}`}${spreadWords.length ? ` with ${join(present([spread?.label ?? null, mustard?.label ?? null]))}` : ''}.`,
      ),
      prepTime: 10,
      cookTime: egg ? 12 : 0,
      ingredients,
      instructions,
      keyItems: present([bread, deli, salad, cheese, layer]),
      pairing: null,
    };
  },
);
