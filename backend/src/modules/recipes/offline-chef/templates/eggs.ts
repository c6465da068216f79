/** Egg and skillet templates: omelette, frittata and a skillet hash. */
import { formatCookingQuantity } from '@sous/kitchen';
import {
  CHEESE, COOKED_PROTEIN, COOKING_GREENS, EGG, NEEDS_COOKING, QUICK_PROTEIN, READY_PROTEIN, SAVORY_PAIRING_FRUIT, VEGETABLE, WHOLE_CUT,
  amount, cookingFat, flavorItems, herbFor, is, join, labels, longestCook, prepMinutes, present, proteinDone, proteinMinutes, season, sentence,
  signatureLines, template, titleOf,
} from './kit.js';
import { amountLine, countedLabel, type PantryItem } from '../pantry.js';

/** How many eggs are on hand, when the household counts them. */
export function eggsOnHand(egg: PantryItem): number | null {
  if (egg.amount === null) return null;
  if (egg.unit === null || egg.unit === 'item' || egg.unit === 'each' || egg.unit === 'piece') return egg.amount;
  if (egg.unit === 'dozen') return egg.amount * 12;
  return null;
}

const SOFT_FILLING = is.any(VEGETABLE, is.kind('onion', 'scallion', 'shallot', 'chili', 'leek'));

function fillingSteps(cooked: readonly PantryItem[], fat: string): string[] {
  if (cooked.length === 0) return [];
  const first = cooked.filter((item) => item.kind !== 'leafy');
  const quick = cooked.filter((item) => item.kind === 'leafy');
  const start = first.length ? first : quick;
  const minutes = Math.max(3, longestCook(start));
  const then = first.length && quick.length ? `, then add the ${labels(quick)} and stir until wilted, about 1 minute` : '';
  return [
    `Heat a little of the ${fat} in a nonstick skillet over medium heat and cook the ${labels(start)} with a pinch of salt until ${start.some(NEEDS_COOKING) ? 'cooked through' : 'tender'}, about ${minutes} minutes${then}. Transfer to a plate.`,
  ];
}

export const omelette = template(
  { id: 'omelette', name: 'Omelette', mealTypes: ['breakfast', 'lunch', 'dinner'], cuisines: ['french', 'american', 'mediterranean', 'italian', 'mexican', 'indian', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    const egg = picker.one(EGG);
    if (!egg) return null;
    const onHand = eggsOnHand(egg);
    if (onHand !== null && onHand < 2) return null;
    const perOmelette = onHand !== null && onHand < context.servings * 2 ? Math.max(2, Math.floor(onHand / context.servings)) : 2;
    const omelettes = onHand !== null ? Math.min(context.servings, Math.floor(onHand / perOmelette)) : context.servings;
    const fillings = [
      ...picker.take(is.all(is.any(SOFT_FILLING, COOKED_PROTEIN, READY_PROTEIN), is.not(WHOLE_CUT)), 2),
      ...picker.take(CHEESE, 1),
    ];
    const herbs = present([herbFor(picker, context.cuisine)]);
    const pairing = picker.pairing(SAVORY_PAIRING_FRUIT);
    const flavor = flavorItems(picker, context.cuisine, 1, ['spice', 'driedHerb', 'hotSauce']);
    const fat = cookingFat(picker, context, 0.5);
    const cooked = fillings.filter((item) => item.role !== 'dairy' && !(item.food?.raw && item.role === 'protein'));
    const eggsLine = `${formatCookingQuantity(perOmelette * omelettes)} ${countedLabel(egg.label, perOmelette * omelettes)}`;
    const ingredients = [
      eggsLine,
      ...fillings.map((item) => amount(item, context, { share: item.role === 'dairy' ? 0.6 : 0.35 })),
      ...herbs.map((item) => amount(item, context, { share: 0.5, prep: 'finely chopped' })),
      ...(pairing ? [amount(pairing, context, { share: 0.25, prep: 'thinly sliced' })] : []),
      ...flavor.map((item) => season(item, context)),
      fat.line,
      'Salt and black pepper to taste',
    ];
    const cheese = fillings.filter((item) => item.role === 'dairy');
    const folded = [...fillings.filter((item) => !cooked.includes(item) && item.role !== 'dairy'), ...(pairing ? [pairing] : [])];
    const each = omelettes > 1 ? ' Repeat with the rest to make one omelette per person.' : '';
    const instructions = [
      ...fillingSteps(cooked, fat.name),
      `Beat ${perOmelette} eggs per omelette with a pinch of salt and pepper${herbs.length ? ` and the ${labels(herbs)}` : ''}${flavor.length ? ` and the ${labels(flavor)}` : ''} until no streaks of white remain.`,
      `Melt a little of the ${fat.name} in an 8-inch nonstick pan over medium-low heat and pour in one portion of egg. Stir gently with a spatula while shaking the pan until softly set but still glossy on top, about 2 minutes.`,
      `Scatter a share of the ${join([...(cooked.length ? ['cooked fillings'] : []), ...folded.map((i) => i.label), ...cheese.map((i) => i.label)]) || 'herbs'} over one half, fold the omelette over and slide it onto a warm plate.${each}`,
    ];
    const named = fillings.length ? titleOf([...fillings, ...(pairing ? [pairing] : [])], 2) : herbs.length ? titleOf(herbs) : 'Simple';
    return {
      title: `${named} Omelette`,
      description: sentence(
        fillings.length
          ? `A tender folded omelette filled with ${labels(fillings)}${pairing ? ` and an unexpected touch of ${pairing.label}` : ''}, ready in minutes.`
          : 'A tender folded omelette with just eggs and seasoning, ready in minutes.',
      ),
      prepTime: prepMinutes([...fillings, ...herbs], 5),
      cookTime: (cooked.length ? Math.max(3, longestCook(cooked)) : 0) + 3 * omelettes,
      ingredients,
      instructions,
      keyItems: [egg, ...fillings],
      pairing,
    };
  },
);

export const frittata = template(
  { id: 'frittata', name: 'Frittata', mealTypes: ['breakfast', 'lunch', 'dinner'], cuisines: ['italian', 'mediterranean', 'american', 'french', 'mexican', 'indian', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    const egg = picker.one(EGG);
    if (!egg) return null;
    const onHand = eggsOnHand(egg);
    const wanted = Math.max(4, Math.round(context.servings * 1.5));
    const eggs = onHand === null ? wanted : Math.min(wanted, onHand);
    if (eggs < 4) return null;
    const potato = picker.one(is.kind('potato', 'cookedRice'));
    const vegetables = picker.take(is.any(VEGETABLE, is.kind('onion', 'leek', 'shallot', 'scallion')), 2);
    const protein = picker.one(is.any(COOKED_PROTEIN, READY_PROTEIN));
    const cheese = picker.one(CHEESE);
    const milk = picker.one(is.kind('milk', 'cream'));
    const herbs = present([herbFor(picker, context.cuisine)]);
    const pairing = picker.pairing(SAVORY_PAIRING_FRUIT);
    const flavor = flavorItems(picker, context.cuisine, 1, ['spice', 'driedHerb']);
    const fillings = [potato, ...vegetables, protein].filter((item): item is PantryItem => item !== null);
    if (fillings.length === 0 && !cheese) return null;
    const ingredients = [
      `${eggs} ${countedLabel(egg.label, eggs)}`,
      ...(milk ? [amountLine(milk, 1, { share: 0.5, prep: '' }).line] : []),
      ...(potato ? [amount(potato, context, { share: 0.5, prep: potato.kind === 'potato' ? 'cut into 1/2-inch cubes' : '' })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.5 })),
      ...(protein ? [amount(protein, context, { share: 0.4 })] : []),
      ...(cheese ? [amount(cheese, context, { share: 0.8 })] : []),
      ...herbs.map((item) => amount(item, context, { share: 0.5, prep: 'chopped' })),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'thinly sliced' })] : []),
      ...flavor.map((item) => season(item, context)),
      '2 tbsp olive oil',
      'Salt and black pepper to taste',
    ];
    // Leaves wilt in the last minute or two; they are never fried with the potatoes (the blind read: spinach fried 15 minutes).
    const leaves = vegetables.filter((item) => item.kind === 'leafy');
    const skillet = [potato, ...vegetables.filter((item) => item.kind !== 'leafy'), protein && !READY_PROTEIN(protein) ? protein : null].filter((item): item is PantryItem => item !== null);
    const minutes = Math.max(5, longestCook(skillet));
    const instructions = [
      'Heat the oven to 375°F (190°C).',
      `Whisk the eggs${milk ? ` with the ${milk.label}` : ''}, 1/2 teaspoon of salt and a few grinds of pepper${flavor.length ? `, then the ${labels(flavor)}` : ''}${cheese ? `${flavor.length ? ' and' : ', then'} stir in half the ${cheese.label}` : ''}.`,
      ...(skillet.length
        ? [`Heat the olive oil in a 10-inch ovenproof skillet over medium heat and cook the ${labels(skillet)} with a pinch of salt, stirring now and then, until tender and lightly browned, about ${minutes} minutes.${leaves.length ? ` Stir in the ${labels(leaves)} until just wilted, about 1 minute.` : ''}`]
        : [`Heat the olive oil in a 10-inch ovenproof skillet over medium heat.${leaves.length ? ` Wilt the ${labels(leaves)} in it, about 2 minutes.` : ''}`]),
      `Pour the eggs${protein && READY_PROTEIN(protein) ? ` and scatter the ${protein.label}` : ''}${pairing ? ` and the ${pairing.label}` : ''} over the top. Cook without stirring until the edges set, about 3 minutes.`,
      `${cheese ? `Scatter the rest of the ${cheese.label} over the top and bake` : 'Bake'} until the center is just set, 10 to 14 minutes.`,
      `Rest for 5 minutes${herbs.length ? `, sprinkle with the ${labels(herbs)}` : ''} and cut into wedges.`,
    ];
    const titled = [...fillings, ...(cheese ? [cheese] : []), ...(pairing ? [pairing] : [])];
    return {
      title: `${titleOf(titled, 2)} Frittata`,
      description: sentence(`A thick oven-finished frittata with ${labels(titled)}, good warm or at room temperature.`),
      prepTime: prepMinutes(fillings, 8),
      cookTime: minutes + 3 + 12,
      ingredients,
      instructions,
      keyItems: [egg, ...titled],
      pairing,
    };
  },
);

export const skilletHash = template(
  { id: 'skillet-hash', name: 'Skillet Hash', mealTypes: ['breakfast', 'lunch', 'dinner'], cuisines: ['american', 'mexican', 'mediterranean', 'french', 'italian', 'indian', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    const potato = picker.one(is.kind('potato'));
    const protein = picker.one(is.any(COOKED_PROTEIN, is.kind('beans', 'deli')));
    const vegetables = picker.take(is.all(VEGETABLE, is.not(is.kind('leafy'))), potato ? 2 : 3);
    const greens = picker.take(COOKING_GREENS, 1);
    // A hash is potatoes crisped in a pan; without them it is another dish (a sauté), not a hash.
    if (!potato) return null;
    const onion = picker.one(is.kind('onion', 'shallot', 'leek'));
    const garlic = picker.one(is.kind('garlic'));
    const egg = picker.one(EGG);
    const herbs = present([herbFor(picker, context.cuisine)]);
    const pairing = picker.pairing(SAVORY_PAIRING_FRUIT);
    const flavor = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'hotSauce']);
    const buy = flavor.length ? [] : signatureLines(context, context.cuisine, 1);
    const eggs = egg ? amountLine(egg, context.servings, { share: 0.5, prep: '' }) : null;
    const main = [potato, protein, ...vegetables].filter((item): item is PantryItem => item !== null);
    const ingredients = [
      ...(potato ? [amount(potato, context, { prep: 'cut into 1/2-inch cubes' })] : []),
      ...(protein ? [amount(protein, context, { share: 0.6 })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.6, prep: 'cut into 1/2-inch pieces' })),
      ...greens.map((item) => amount(item, context, { share: 0.5 })),
      ...(onion ? [amount(onion, context, { prep: 'diced' })] : []),
      ...(garlic ? [amount(garlic, context, { prep: 'minced' })] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'diced' })] : []),
      ...flavor.map((item) => season(item, context)),
      ...buy,
      ...(eggs ? [eggs.line] : []),
      ...herbs.map((item) => amount(item, context, { share: 0.5, prep: 'chopped' })),
      '3 tbsp olive oil',
      'Salt and black pepper to taste',
    ];
    const spiceNames = [...flavor.map((item) => item.label), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)?\s*/, ''))];
    const cooking = protein && NEEDS_COOKING(protein) ? protein : null;
    // Shrimp and fish cook in minutes: they go in after the vegetables, not before (issue 31's blind read).
    const quick = cooking && QUICK_PROTEIN(cooking) ? cooking : null;
    const rawProtein = quick ? null : cooking;
    // More than four servings of potatoes do not fit one skillet in one layer.
    const layer = context.servings > 4 ? 'in one layer (in two skillets, or in two batches, if they crowd)' : 'in one layer';
    const instructions = [
      ...(potato
        ? [`Heat 2 tablespoons of the oil in a large cast-iron or nonstick skillet over medium-high heat. Add the ${potato.label} ${layer} with a good pinch of salt, cover and cook for 8 minutes, then uncover and cook, turning occasionally, until crisp and tender, about 8 minutes more.`]
        : []),
      ...(rawProtein
        ? [
            potato
              ? `Push the ${potato.label} to the side and add the ${rawProtein.label}. Cook until ${proteinDone(rawProtein)}, about ${proteinMinutes(rawProtein)} minutes.`
              : `Heat 2 tablespoons of the oil in a large skillet over medium-high heat and cook the ${rawProtein.label} until ${proteinDone(rawProtein)}, about ${proteinMinutes(rawProtein)} minutes.`,
          ]
        : []),
      potato || rawProtein
        ? `Add the remaining oil${onion ? `, the ${onion.label}` : ''} and the ${labels(vegetables.length ? vegetables : main)} and cook until tender and browned at the edges, about 6 minutes.`
        : `Heat the oil in a large skillet over medium-high heat. Add ${onion ? `the ${onion.label} and ` : ''}the ${labels(vegetables.length ? vegetables : main)} with a pinch of salt and cook, stirring now and then, until tender and browned at the edges, about 8 minutes.`,
      ...(quick ? [`Add the ${quick.label} and cook, turning once, until ${proteinDone(quick)}, about ${Math.min(4, proteinMinutes(quick))} minutes.`] : []),
      ...[join([...(garlic ? [`the ${garlic.label}`] : []), ...(protein && !cooking ? [`the ${protein.label}`] : []), ...(pairing ? [`the ${pairing.label}`] : []), ...(greens.length ? [`the ${labels(greens)}`] : []), ...(spiceNames.length ? [`the ${join(spiceNames)}`] : [])])].map((stirred) =>
        stirred ? `Stir in ${stirred} and cook for 2 minutes. Season with salt and pepper.` : 'Season with salt and pepper.',
      ),
      ...(eggs ? [`Make ${formatCookingQuantity(eggs.quantity)} wells in the hash, crack an egg into each, cover and cook over medium-low heat until the whites are set, 4 to 6 minutes.`] : []),
      `Serve hot${herbs.length ? `, scattered with the ${labels(herbs)}` : ''}.`,
    ];
    const titled = [...main, ...(pairing ? [pairing] : [])];
    return {
      title: `${titleOf(titled, 2)} Hash${egg ? ' with Eggs' : ''}`,
      description: sentence(`A crisp one-pan hash of ${labels(titled)}${egg ? ', topped with eggs cooked right in the skillet' : ''}.`),
      prepTime: prepMinutes(main, 5),
      cookTime: (potato ? 16 : 0) + (rawProtein ? (rawProtein.food?.cookMinutes ?? 7) : 0) + (quick ? 4 : 0) + 8 + (egg ? 5 : 0),
      ingredients,
      instructions,
      keyItems: titled,
      pairing,
    };
  },
);
