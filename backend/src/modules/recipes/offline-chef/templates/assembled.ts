/** Assembled and oven templates: salad, grain bowl, tacos, quesadilla, sheet-pan bake, toast, snack board, flatbread. */
import { formatCookingQuantity } from '@sous/kitchen';
import {
  ACID, CHEESE, COOKED_PROTEIN, EGG, FRESH_FRUIT, GROUND_MEAT, HERB, NEEDS_COOKING, LOAF, NUT, QUICK_PROTEIN, RAW_VEGETABLE, READY_PROTEIN, RENDERS_FAT, ROASTABLE,
  SAVORY_PAIRING_FRUIT, VEGETABLE,
  acidAdjective, acidName, amount, flavorItems, herbFor, is, join, labels, longestCook, missingLine, prepMinutes, present, proteinDone, proteinMinutes,
  proteinPrep, season, sentence, signatureLines, template, titleOf, verb, wedgesOf,
} from './kit.js';
import { amountLine, countedLabel, type PantryItem } from '../pantry.js';

const stripMeasure = (line: string): string => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp|cups?)?\s*/, '').replace(/, juiced$/, '');

function hardBoilStep(egg: PantryItem): string {
  return `Cover the ${egg.label} with cold water, bring to a boil, then cover, take off the heat and leave for 10 minutes. Cool in ice water, peel and quarter.`;
}

/** The protein of a bowl or salad, cooked by its form: bacon crisps in its own fat, mince browns, fish flakes; only a whole cut rests and is sliced. */
function searStep(protein: PantryItem): string {
  const minutes = protein.food?.cookMinutes ?? 8;
  if (!NEEDS_COOKING(protein)) return `Flake or slice the ${protein.label} into bite-size pieces.`;
  if (protein.kind === 'cured' || protein.kind === 'sausage') {
    return `Cook the ${protein.label} in a dry skillet over medium heat, stirring now and then, until ${proteinDone(protein)}, about ${minutes} minutes, then drain on paper towels.`;
  }
  if (GROUND_MEAT(protein)) return `Cook the ${protein.label} in 1 tablespoon of olive oil in a skillet over medium-high heat until ${proteinDone(protein)}, about ${minutes} minutes; season with salt and pepper.`;
  if (protein.kind === 'fish' || protein.kind === 'shellfish' || protein.kind === 'tofu' || protein.kind === 'tempeh') {
    const then = protein.kind === 'fish' ? ', then break into large flakes' : '';
    return `Pat the ${protein.label} dry, season with salt and pepper and sear in 1 tablespoon of olive oil in a skillet over medium-high heat until ${proteinDone(protein)}, about ${minutes} minutes, turning once${then}.`;
  }
  return `Season the ${protein.label} with salt and pepper and sear in 1 tablespoon of olive oil in a skillet over medium-high heat until cooked through, about ${minutes} minutes, turning once. Rest for 5 minutes, then slice.`;
}

function dressingStep(acid: PantryItem | null, extras: readonly PantryItem[], buy: readonly string[]): string {
  const parts = [...present([acid]).map(acidName), ...extras.map((item) => item.label), ...buy.map(stripMeasure)];
  return parts.length
    ? `Whisk 3 tablespoons of olive oil with the ${join(parts)} and a pinch of salt and pepper.`
    : 'Dress simply with 3 tablespoons of olive oil, salt and plenty of black pepper.';
}

export const salad = template(
  { id: 'salad', name: 'Salad', mealTypes: ['lunch', 'dinner', 'snack'], cuisines: ['mediterranean', 'american', 'french', 'italian', 'mexican', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    const greens = picker.take(is.kind('leafy'), 1);
    const vegetables = picker.take(is.all(RAW_VEGETABLE, is.not(is.kind('leafy'))), greens.length ? 2 : 3);
    if (greens.length + vegetables.length < 2) return null;
    const protein = picker.one(READY_PROTEIN) ?? picker.one(EGG) ?? picker.one(is.kind('poultry', 'fish', 'shellfish'));
    const cheese = picker.one(CHEESE);
    const fruit = picker.one((item) => FRESH_FRUIT(item) && item.expiring && item.kind !== 'banana');
    const nut = picker.one(NUT);
    const herb = herbFor(picker, context.cuisine);
    const acid = picker.one(ACID);
    const mustard = acid ? picker.one((item) => item.kind === 'condiment' && item.label.includes('mustard')) : null;
    const sweet = acid ? picker.one(is.kind('syrup')) : null;
    const buy = acid ? [] : present([missingLine(context, '1 lemon, juiced')]);
    const pairing = picker.pairing(SAVORY_PAIRING_FRUIT);
    const boiled = protein && EGG(protein) ? protein : null;
    const seared = protein && NEEDS_COOKING(protein) ? protein : null;
    const base = [...greens, ...vegetables];
    const ingredients = [
      ...greens.map((item) => amount(item, context, { share: 1 })),
      ...vegetables.map((item) => amount(item, context, { share: 0.5, prep: item.food?.prep || 'sliced' })),
      ...(protein ? [boiled ? amountLine(boiled, context.servings, { share: 0.5, prep: '' }).line : amount(protein, context, { share: 0.7 })] : []),
      ...(cheese ? [amount(cheese, context, { share: 0.8 })] : []),
      ...(fruit ? [amount(fruit, context, { share: 0.4 })] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'thinly sliced' })] : []),
      ...(nut ? [amount(nut, context, { prep: nut.kind === 'seed' ? '' : 'toasted and chopped' })] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(mustard ? [`1 tsp ${mustard.label}`] : []),
      ...(sweet ? [`1 tsp ${sweet.label}`] : []),
      ...buy,
      '3 tbsp extra-virgin olive oil',
      'Salt and black pepper to taste',
    ];
    const toppings = present([protein, cheese, fruit, pairing, nut, herb]);
    const instructions = [
      ...(boiled ? [hardBoilStep(boiled)] : []),
      ...(seared ? [searStep(seared)] : []),
      ...(nut && nut.kind !== 'seed' ? [`Toast the ${nut.label} in a dry skillet over medium heat until fragrant, about 3 minutes, then chop.`] : []),
      // Leaves are washed and spun dry; an avocado or a cucumber is only cut.
      greens.length ? `Wash and dry the ${labels(greens)} well, then cut the rest of the vegetables as listed.` : 'Cut the vegetables as listed.',
      dressingStep(acid, present([mustard, sweet]), buy),
      `Toss the ${labels(base)} with most of the dressing in a large bowl.`,
      toppings.length
        ? `Top with the ${labels(toppings)}, drizzle with the rest of the dressing and serve right away.`
        : 'Drizzle with the rest of the dressing and serve right away.',
    ];
    const named = present([protein && !boiled ? protein : null, ...base, pairing]);
    return {
      title: `${titleOf(named, 2)}${boiled ? ' and Egg' : ''} Salad`,
      description: sentence(`A crisp salad of ${labels([...base, ...toppings])} ${acid || mustard || buy.length ? `with a ${acid ? `${acidAdjective(acid)} ` : ''}vinaigrette` : 'dressed simply with olive oil'}.`),
      prepTime: prepMinutes([...base, ...toppings], 8),
      cookTime: boiled ? 12 : seared ? (seared.food?.cookMinutes ?? 8) + 5 : nut ? 3 : 0,
      ingredients,
      instructions,
      keyItems: [...base, ...toppings],
      pairing,
    };
  },
);

/** How to cook a grain for a bowl, and how long it takes. */
function grainStep(grain: PantryItem): { step: string; minutes: number } {
  const label = grain.label;
  if (grain.kind === 'cookedRice') return { step: `Warm the ${label} with a splash of water, covered.`, minutes: 3 };
  if (/couscous/.test(label) && !/pearl|israeli/.test(label)) {
    return { step: `Pour boiling salted water over the ${label} (about 1 1/4 times its volume), cover for 5 minutes, then fluff with a fork.`, minutes: 5 };
  }
  if (/bulgur/.test(label)) return { step: `Cover the ${label} with boiling salted water (1 1/2 times its volume) and leave for 15 minutes, then fluff.`, minutes: 15 };
  if (/quinoa/.test(label)) return { step: `Rinse the ${label} and simmer it, covered, in twice its volume of salted water for 15 minutes. Rest 5 minutes and fluff.`, minutes: 20 };
  if (/farro|barley|wheat berr|spelt|freekeh/.test(label)) {
    return { step: `Simmer the ${label} in plenty of salted water until chewy-tender, 25 to 30 minutes, then drain.`, minutes: 30 };
  }
  if (grain.kind === 'rice') return { step: `Rinse the ${label} and simmer it, covered, in twice its volume of salted water for 18 minutes. Rest 5 minutes.`, minutes: 23 };
  return { step: `Cook the ${label} in salted water until tender, then drain.`, minutes: 20 };
}

export const grainBowl = template(
  { id: 'grain-bowl', name: 'Grain Bowl', mealTypes: ['lunch', 'dinner'], cuisines: ['mediterranean', 'asian', 'mexican', 'american', 'indian'], difficulty: 'beginner' },
  (context, picker) => {
    const grain = picker.one(is.kind('cookedRice', 'rice', 'grain'));
    if (!grain) return null;
    const protein = picker.one(is.any(COOKED_PROTEIN, READY_PROTEIN)) ?? picker.one(EGG);
    // The grain is the bowl's starch: no potatoes roasted beside the rice (issue 31's fifth blind read: "two starches").
    const roasted = picker.take(is.all(ROASTABLE, is.not(is.kind('onion', 'garlic', 'potato')), (item) => item.role !== 'starch' && !/\bpeas?\b/.test(item.label)), 2);
    const fresh = picker.take(is.any(RAW_VEGETABLE, is.kind('leafy')), 1);
    if (!protein && roasted.length + fresh.length < 2) return null;
    if (roasted.length + fresh.length === 0) return null;
    const topping = picker.one(is.any(CHEESE, NUT));
    const sauceBase = picker.one(is.kind('yogurt')) ?? picker.one(is.kind('salsa', 'pesto')) ?? picker.one((item) => item.label.includes('hummus') || item.label.includes('tahini'));
    const spices = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'soySauce', 'hotSauce']);
    const buy = spices.length ? [] : signatureLines(context, context.cuisine, 1);
    const acid = picker.one(ACID);
    const herb = herbFor(picker, context.cuisine);
    const pairing = picker.pairing(SAVORY_PAIRING_FRUIT);
    const cooking = grainStep(grain);
    const boiled = protein && EGG(protein) ? protein : null;
    const seared = protein && NEEDS_COOKING(protein) ? protein : null;
    // Cut bite-size, even sweet potato roasts in 35 minutes at 425°F (the blind read: 45 to 50).
    const roastMinutes = roasted.length ? Math.min(35, Math.max(20, Math.round((longestCook(roasted) * 3) / 5) * 5)) : 0;
    const ingredients = [
      amount(grain, context, { prep: grain.kind === 'cookedRice' ? '' : undefined }),
      ...(protein ? [boiled ? amountLine(boiled, context.servings, { share: 0.5, prep: '' }).line : amount(protein, context, { share: 0.8 })] : []),
      ...roasted.map((item) => amount(item, context, { share: 0.7, prep: 'cut into bite-size pieces' })),
      ...fresh.map((item) => amount(item, context, { share: 0.5 })),
      ...spices.map((item) => season(item, context)),
      ...buy,
      ...(sauceBase ? [amount(sauceBase, context, { share: 0.5, prep: '' })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(topping ? [amount(topping, context, { prep: topping.role === 'nut' ? 'toasted' : undefined })] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'diced' })] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      '3 tbsp olive oil',
      'Salt and black pepper to taste',
    ];
    const spiceNames = [...spices.map((item) => item.label), ...buy.map(stripMeasure)];
    const instructions = [
      ...(roasted.length ? [`Heat the oven to 425°F (220°C). Toss the ${labels(roasted)} with 2 tablespoons of olive oil, salt${spiceNames.length ? ` and the ${join(spiceNames)}` : ''} and roast on a sheet pan until browned and tender, ${roastMinutes} to ${roastMinutes + 5} minutes.`] : []),
      cooking.step,
      ...(seared ? [searStep(seared)] : []),
      ...(boiled ? [hardBoilStep(boiled)] : []),
      ...(protein && !seared && !boiled ? [`Warm the ${protein.label} in a small pan with a drizzle of oil${!roasted.length && spiceNames.length ? ` and the ${join(spiceNames)}` : ''}, and season with salt.`] : []),
      sauceBase
        ? `Stir the ${sauceBase.label}${acid ? ` with the ${acidName(acid)}` : ''}, a pinch of salt and a splash of water into a spoonable sauce.`
        : `Whisk the remaining olive oil${acid ? ` with the ${acidName(acid)}` : ''} and a pinch of salt for a simple dressing.`,
      `Divide the ${grain.label} between bowls and arrange the ${labels(present([protein, ...roasted, ...fresh, pairing]))} on top.`,
      `Spoon over the sauce and finish with the ${labels(present([topping, herb])) || 'black pepper'}.`,
    ];
    const main = present([protein, ...roasted, ...fresh, pairing]);
    return {
      title: `${titleOf(main, 2)} ${grain.kind === 'rice' || grain.kind === 'cookedRice' ? 'Rice' : titleOf([grain], 1)} Bowl`,
      description: sentence(`A hearty bowl of ${grain.label} topped with ${labels(main)}${sauceBase ? ` and a ${sauceBase.label} sauce` : ''}.`),
      prepTime: prepMinutes(main, 8),
      cookTime: Math.max(cooking.minutes, roastMinutes, seared ? (seared.food?.cookMinutes ?? 8) + 5 : 0, boiled ? 12 : 0),
      ingredients,
      instructions,
      keyItems: [grain, ...main],
      pairing,
    };
  },
);

const SOFT_TORTILLA = (item: PantryItem): boolean => item.kind === 'tortilla' && !/chip|tostada|shell/.test(item.label);
/** Grating and table cheeses that belong on pasta or a board, not in a taco. */
const NOT_A_TACO_CHEESE = /parmesan|pecorino|romano|asiago|blue|gorgonzola|brie|camembert|gruy/i;
const TACO_TOPPING = (item: PantryItem): boolean =>
  item.kind === 'salsa' ||
  item.kind === 'sourCream' ||
  (CHEESE(item) && !NOT_A_TACO_CHEESE.test(item.label)) ||
  (/avocado|lettuce|cabbage|radish|tomato|guacamole/.test(item.label) && !/canned|tinned|crushed|diced|paste|sauce/.test(item.label) && item.kind !== 'tomatoes');

export const tacos = template(
  { id: 'tacos', name: 'Tacos', mealTypes: ['lunch', 'dinner'], cuisines: ['mexican', 'asian', 'american', 'indian', 'mediterranean'], difficulty: 'beginner' },
  (context, picker) => {
    const tortilla = picker.one(SOFT_TORTILLA);
    const count = context.servings * 2;
    const buyTortillas = tortilla ? null : missingLine(context, `${count} small corn tortillas`);
    if (!tortilla && !buyTortillas) return null;
    // Sliced deli meat is a sandwich's, not a taco's (issue 31's fifth blind read: deli turkey and
    // carrot tacos while shrimp and ground beef were on hand).
    const protein = picker.one(is.any(COOKED_PROTEIN, is.kind('beans')));
    // Bacon or chorizo flavours a taco filling rather than making it: the vegetables fill the
    // tortillas as they would without meat (issue 31's blind read: 1 bell pepper for 8 tacos).
    const filler = protein !== null && protein.kind !== 'cured';
    // Celery is no taco filling, and a topping is not cooked.
    const vegetables = picker.take(is.all(VEGETABLE, is.not(is.kind('leafy')), (item) => !TACO_TOPPING(item) && !/celery/.test(item.label)), filler ? 1 : 2);
    if (!protein && vegetables.length === 0) return null;
    // Bacon alone does not fill a taco: it needs the vegetables it flavours (the samples: 'Bacon Tacos' of 4 oz for eight).
    if (!filler && vegetables.length === 0) return null;
    const onion = picker.one(is.kind('onion'));
    const garlic = picker.one(is.kind('garlic'));
    const toppings = picker.take(TACO_TOPPING, 3);
    const herb = herbFor(picker, context.cuisine);
    const acid = picker.one(ACID);
    const spices = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'hotSauce', 'paste', 'soySauce', 'asianSauce']);
    const buy = spices.length ? [] : signatureLines(context, context.cuisine, 2);
    const pairing = picker.pairing(is.kind('tropical', 'stone', 'pome', 'berry'));
    const tortillaLine = tortilla ? amountLine(tortilla, context.servings, { prep: '' }).line : (buyTortillas ?? '');
    const filling = present([protein, ...vegetables]);
    const rawProtein = protein && NEEDS_COOKING(protein) ? protein : null;
    const ingredients = [
      tortillaLine,
      ...(protein ? [amount(protein, context, { prep: proteinPrep(protein, 'cut into small pieces') })] : []),
      ...vegetables.map((item) => amount(item, context, { share: (filler ? 0.7 : 1.2) / Math.max(1, filler ? 1 : vegetables.length / 1.5), prep: 'sliced' })),
      ...(onion ? [amount(onion, context, { prep: 'sliced' })] : []),
      ...(garlic ? [amount(garlic, context, { prep: 'minced' })] : []),
      ...spices.map((item) => season(item, context)),
      ...buy,
      // Cheese and sour cream a real spoonful a taco (the blind read: 2 oz of sour cream across eight).
      ...toppings.map((item) => amount(item, context, { share: CHEESE(item) || item.kind === 'sourCream' ? 0.8 : 0.5, prep: item.kind === 'salsa' || item.kind === 'sourCream' ? '' : undefined })),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'finely diced' })] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(acid ? [season(acid, context, 'cut into wedges')] : []),
      ...(rawProtein && RENDERS_FAT(rawProtein) ? [] : ['2 tbsp vegetable oil']),
      'Salt to taste',
    ];
    const spiceNames = [...spices.map((item) => item.label), ...buy.map(stripMeasure)];
    // Meat browns first; shrimp and fish, which overcook while onions soften, go in after the
    // vegetables; canned tuna or cooked chicken is only warmed at the end (issue 31's blind read).
    const early = rawProtein && !QUICK_PROTEIN(rawProtein) ? rawProtein : null;
    const late = rawProtein && QUICK_PROTEIN(rawProtein) ? rawProtein : null;
    const ready = protein && !rawProtein ? protein : null;
    const pan = present([onion, ...vegetables]);
    const instructions = [
      // Bacon, chorizo or ground beef goes into a dry pan unsalted and the vegetables cook in its fat.
      early && RENDERS_FAT(early)
        ? `Put the ${early.label} in a large dry skillet over medium-high heat and cook until ${proteinDone(early)}, about ${proteinMinutes(early)} minutes.`
        : `Heat the oil in a large skillet over medium-high heat.${early ? ` Add the ${early.label}, season with salt and cook until ${proteinDone(early)}, about ${proteinMinutes(early)} minutes.` : ''}`,
      ...(pan.length
        ? [`Add the ${labels(pan)} and cook until ${vegetables.length ? 'the vegetables are tender and charred at the edges' : 'soft and golden'}, about ${Math.max(4, longestCook(vegetables))} minutes.`]
        : []),
      ...(late ? [`Add the ${late.label} with a pinch of salt and cook until ${proteinDone(late)}, about ${Math.min(4, proteinMinutes(late))} minutes.`] : []),
      ...(garlic || ready || spiceNames.length
        ? [`Stir in ${join(present([garlic ? `the ${garlic.label}` : null, ready ? `the ${ready.label}` : null, spiceNames.length ? `the ${join(spiceNames)}` : null]))} and a splash of water and cook for 1 minute${ready ? ', just until hot,' : ''} so the filling is juicy. Season with salt.`]
        : ['Season the filling with salt.']),
      `Warm the tortillas in a dry skillet for 30 seconds per side, stacking them in a towel to keep warm.`,
      `Fill each tortilla with the filling and top with the ${labels(present([...toppings, pairing, herb])) || 'filling juices'}${acid ? `, with ${wedgesOf(acid)} for squeezing` : ''}.`,
    ];
    return {
      title: `${titleOf(present([...filling, pairing]), 2)} Tacos`,
      description: sentence(`Warm tortillas filled with ${labels(filling)}${toppings.length ? ` and topped with ${labels(toppings)}` : ''}.`),
      prepTime: prepMinutes([...filling, ...toppings], 8),
      cookTime: (rawProtein ? (rawProtein.food?.cookMinutes ?? 7) : 0) + Math.max(4, longestCook(vegetables)) + 4,
      ingredients,
      instructions,
      keyItems: present([...filling, pairing]),
      pairing,
    };
  },
);

export const quesadilla = template(
  { id: 'quesadilla', name: 'Quesadillas', mealTypes: ['lunch', 'dinner', 'snack'], cuisines: ['mexican', 'american'], difficulty: 'beginner' },
  (context, picker) => {
    const tortilla = picker.one(SOFT_TORTILLA);
    const buyTortillas = tortilla ? null : missingLine(context, `${context.servings} large flour tortillas`);
    if (!tortilla && !buyTortillas) return null;
    // A melting cheese holds a quesadilla together; crumbled parmesan does not (the blind read).
    const cheese = picker.one(is.kind('meltingCheese')) ?? picker.one((item) => CHEESE(item) && /feta|goat|queso|cotija|ricotta/i.test(item.label));
    const buyCheese = cheese ? null : missingLine(context, `${formatCookingQuantity(context.servings / 2)} cups Monterey Jack, shredded`);
    if (!cheese && !buyCheese) return null;
    // One protein at most (never salmon with chicken), then vegetables to fill the rest.
    const protein = picker.one(is.any(COOKED_PROTEIN, READY_PROTEIN));
    const fillings = [...present([protein]), ...picker.take(is.all(VEGETABLE, (item) => !/lettuce|cucumber|radish/.test(item.label)), protein ? 1 : 2)];
    const onion = picker.one(is.kind('onion', 'scallion', 'chili'));
    const spices = flavorItems(picker, context.cuisine, 1, ['spice', 'driedHerb']);
    const sides = picker.take(is.kind('salsa', 'sourCream'), 2);
    const herb = herbFor(picker, context.cuisine);
    const pairing = picker.pairing(is.kind('pome', 'stone', 'tropical'));
    const cooked = fillings.filter((item) => NEEDS_COOKING(item) || (item.role === 'vegetable' && !(item.food?.raw && item.kind === 'leafy')));
    const tortillaLine = tortilla ? amountLine(tortilla, context.servings, { share: 0.5, prep: '', minCount: context.servings }).line : (buyTortillas ?? '');
    const ingredients = [
      tortillaLine,
      cheese ? amount(cheese, context, { share: 2, prep: cheese.kind === 'meltingCheese' ? 'shredded' : 'crumbled' }) : (buyCheese ?? ''),
      ...fillings.map((item) => amount(item, context, { share: 0.4, prep: COOKED_PROTEIN(item) ? proteinPrep(item, 'diced') : undefined })),
      ...(onion ? [amount(onion, context, { prep: 'finely chopped' })] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.25, prep: 'thinly sliced' })] : []),
      ...spices.map((item) => season(item, context)),
      ...sides.map((item) => amount(item, context, { share: 0.5, prep: 'for serving' })),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      // The oil cooks the filling; quesadillas of ready fillings crisp in a dry pan and need none.
      ...(cooked.length || onion ? ['1 tbsp vegetable oil'] : []),
    ];
    const cheeseName = cheese?.label ?? 'cheese';
    const instructions = [
      ...(cooked.length || onion
        ? [`Heat the oil in a large skillet over medium-high heat and cook the ${labels(present([onion, ...cooked]))}${spices.length ? ` with the ${labels(spices)} and a pinch of salt` : ' with a pinch of salt'} until ${cooked.some(NEEDS_COOKING) ? 'cooked through' : 'tender'}, about ${Math.max(4, longestCook(cooked))} minutes. Tip into a bowl and wipe out the pan.`]
        : []),
      `Lay out the tortillas and sprinkle half of each with ${cheeseName}, then ${join(present([cooked.length || onion ? 'the cooked filling' : null, ...fillings.filter((item) => !cooked.includes(item)).map((item) => `the ${item.label}`), pairing ? `the ${pairing.label}` : null, herb ? `the ${herb.label}` : null])) || `the rest of the ${cheeseName}`}, then a little more ${cheeseName}. Fold over.`,
      'Cook the quesadillas in the dry skillet over medium heat until golden and the cheese has melted, 2 to 3 minutes per side, pressing gently with a spatula.',
      `Cut into wedges and serve${sides.length ? ` with the ${labels(sides)}` : ''}.`,
    ];
    const named = present([...fillings, pairing]);
    return {
      title: `${named.length ? `${titleOf(named, 2)} ` : 'Cheese '}Quesadillas`,
      description: sentence(`Crisp, golden tortillas with melted ${cheeseName}${named.length ? ` and ${labels(named)}` : ''}.`),
      prepTime: prepMinutes(named, 5),
      cookTime: (cooked.length || onion ? Math.max(4, longestCook(cooked)) : 0) + 3 * Math.min(context.servings, 4),
      ingredients,
      instructions,
      keyItems: present([cheese, ...named]),
      pairing,
    };
  },
);

/** Roasting minutes at 425°F by kind. */
function roastMinutes(item: PantryItem): number {
  if (item.kind === 'fish') return 12;
  if (item.kind === 'shellfish') return 8;
  if (item.kind === 'sausage') return 22;
  if (item.kind === 'poultry') return /drumstick|leg|wing|whole/.test(item.label) ? 40 : 25;
  if (item.kind === 'pork' || item.kind === 'redmeat') return 20;
  if (item.kind === 'tofu' || item.kind === 'tempeh' || item.kind === 'beans') return 25;
  if (item.kind === 'potato' || item.kind === 'hard') return 30;
  return 20;
}

export const sheetPan = template(
  { id: 'sheet-pan', name: 'Sheet-Pan Bake', mealTypes: ['dinner', 'lunch'], cuisines: ['american', 'mediterranean', 'indian', 'mexican', 'italian', 'french', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    const protein = picker.one(is.kind('poultry', 'sausage', 'fish', 'shellfish', 'tofu', 'tempeh', 'beans', 'pork'));
    // Peas shrivel in a hot oven: they are no sheet-pan vegetable.
    const vegetables = picker.take(is.all(ROASTABLE, is.not(is.kind('garlic')), (item) => !/\bpeas?\b/.test(item.label)), protein ? 3 : 4).sort((a, b) => roastMinutes(b) - roastMinutes(a));
    if (vegetables.length < (protein ? 1 : 2)) return null;
    const garlic = picker.one(is.kind('garlic'));
    const spices = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'hotSauce', 'paste']);
    const buy = spices.length ? [] : signatureLines(context, context.cuisine, 1);
    const acid = picker.one(ACID);
    const herb = herbFor(picker, context.cuisine);
    const sauce = picker.one(is.kind('yogurt', 'pesto', 'salsa'));
    const pairing = picker.pairing(is.kind('grape', 'stone', 'pome', 'citrus'));
    const vegMinutes = Math.max(...vegetables.map(roastMinutes));
    const proteinMinutes = protein ? roastMinutes(protein) : 0;
    const total = Math.max(vegMinutes, proteinMinutes);
    const ingredients = [
      ...(protein ? [amount(protein, context, { prep: protein.kind === 'poultry' || protein.kind === 'fish' ? 'patted dry' : undefined })] : []),
      ...vegetables.map((item) => amount(item, context, { share: protein ? 0.7 : 1, prep: item.kind === 'onion' ? 'cut into wedges' : item.role === 'starch' ? 'cut into 3/4-inch pieces' : undefined })),
      ...(garlic ? [amount(garlic, context, { prep: 'smashed' })] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.4, prep: pairing.kind === 'citrus' ? 'thinly sliced' : 'halved' })] : []),
      ...spices.map((item) => season(item, context)),
      ...buy,
      ...(sauce ? [amount(sauce, context, { share: 0.5, prep: 'for serving' })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      '3 tbsp olive oil',
      'Salt and black pepper to taste',
    ];
    const spiceNames = [...spices.map((item) => item.label), ...buy.map(stripMeasure)];
    const staggered = protein && proteinMinutes < vegMinutes;
    const done = protein && (protein.kind === 'beans' || protein.kind === 'tofu' || protein.kind === 'tempeh') ? 'crisp at the edges' : 'cooked through';
    const instructions = [
      // More than four servings do not fit one pan in one layer (issue 31: 2 3/4 lb of potatoes 'in one layer').
      `Heat the oven to 425°F (220°C) and line ${context.servings > 4 ? 'two large sheet pans' : 'a large sheet pan'} with parchment.`,
      `Toss the ${labels(present([...vegetables, garlic]))} with 2 tablespoons of olive oil, salt and pepper${spiceNames.length ? ` and half the ${join(spiceNames)}` : ''}, then spread in one layer${context.servings > 4 ? ' across both pans' : ''}${protein ? `, leaving room for the ${protein.label}` : ''}.`,
      ...(protein
        ? [`Rub the ${protein.label} with the remaining oil${spiceNames.length ? `, the rest of the ${join(spiceNames)}` : ''} and a good pinch of salt.`]
        : []),
      staggered && protein
        ? `Roast the vegetables for ${vegMinutes - proteinMinutes} minutes, then add the ${protein.label}${pairing ? ` and the ${pairing.label}` : ''} to the pan and roast until the ${protein.label} ${verb(protein.label)} ${done} and the vegetables are browned, about ${proteinMinutes} minutes more.`
        : `Roast${protein ? ` the ${protein.label} and vegetables together` : ''}${pairing ? ` with the ${pairing.label}` : ''}, turning once, until ${protein ? `the ${protein.label} ${verb(protein.label)} ${done} and ` : ''}everything is browned and tender, about ${total} minutes.`,
      `Finish with ${join(present([acid ? `a squeeze of ${acidName(acid)}` : null, herb ? `the ${herb.label}` : null])) || 'a grind of black pepper'}${sauce ? ` and serve with the ${sauce.label}` : ''}.`,
    ];
    const main = present([protein, ...vegetables, pairing]);
    return {
      title: `Sheet-Pan ${titleOf(main, 3)}`,
      description: sentence(`${labels(main)} roasted together on one pan until browned and tender, with almost no washing up.`),
      prepTime: prepMinutes(main, 8),
      cookTime: total + 5,
      ingredients,
      instructions,
      keyItems: main,
      pairing,
    };
  },
);

const SLICED_BREAD = (item: PantryItem): boolean => LOAF(item) && !/\b(?:muffins?|biscuits?|buns?|rolls?)\b/i.test(item.label);
/** Toppings that make a sweet toast; anything else on the list makes a savory one. */
const SWEET_TOPPING = (item: PantryItem): boolean =>
  item.role === 'fruit' || item.kind === 'nutButter' || (item.role === 'nut' && /butter/.test(item.label)) || /\b(?:jam|jelly|preserves|marmalade)\b/.test(item.label);
const TOAST_TOPPING = (item: PantryItem): boolean =>
  !item.frozen &&
  // a can of tomatoes is a sauce's, not a bagel's (issue 31's fifth blind read)
  !/\b(?:canned|tinned|crushed|diced|stewed|paste|sauce|puree|passata)\b/.test(item.label) &&
  item.kind !== 'tomatoes' &&
  (/avocado|tomato|hummus|ricotta|cream cheese|smoked salmon|spinach|arugula|cucumber|\bjam\b|jelly|preserves|marmalade/.test(item.label) ||
  item.kind === 'nutButter' ||
  (item.role === 'nut' && /butter/.test(item.label)) ||
  item.kind === 'banana' ||
  item.kind === 'berry' ||
  item.kind === 'deli' ||
  CHEESE(item) ||
  EGG(item));

/** Spooned onto toast as it is: nothing to slice or chop. */
const SPREAD = (item: PantryItem): boolean => (SWEET_TOPPING(item) && item.role !== 'fruit') || /hummus|ricotta|cream cheese/.test(item.label) || item.kind === 'condiment';

export const toast = template(
  { id: 'toast', name: 'Toast', mealTypes: ['breakfast', 'snack', 'lunch'], cuisines: ['american', 'mediterranean', 'italian', 'french'], difficulty: 'beginner', taste: 'either' },
  (context, picker) => {
    const bread = picker.one(SLICED_BREAD);
    if (!bread) return null;
    // One topping or two, as the press falls, and never banana with spinach: the second topping
    // is sweet when the first one is, savory when it is not.
    const first = picker.one(TOAST_TOPPING);
    const sweet = first !== null && SWEET_TOPPING(first);
    const second = first && context.random() >= 0.35 ? picker.one(is.all(TOAST_TOPPING, (item) => SWEET_TOPPING(item) === sweet)) : null;
    // Fruit alone does not sit on toast: a sweet toast has a spread under it (nut butter, jam,
    // cream cheese, ricotta), or it is not made.
    const spread = sweet && ![first, second].some((item) => item !== null && SPREAD(item))
      ? picker.one((item) => TOAST_TOPPING(item) && SPREAD(item) && (SWEET_TOPPING(item) || /ricotta|cream cheese/.test(item.label)))
      : null;
    if (sweet && ![first, second, spread].some((item) => item !== null && SPREAD(item))) return null;
    const toppings = present([spread, first, second]);
    // Raw spinach or rocket alone is no toast: leaves go on with something to hold them (a cheese, an egg, an avocado).
    if (toppings.every((item) => item.kind === 'leafy')) return null;
    // Cheddar or mozzarella is melted under the grill (cheese on toast), and a melted cheese wants no lemon.
    const melted = sweet ? [] : toppings.filter((item) => item.kind === 'meltingCheese');
    const leaves = toppings.filter((item) => item.kind === 'leafy' && item.food?.cookable !== false);
    const dressed = toppings.some((item) => /avocado|tomato|smoked salmon|cucumber|spinach|arugula/.test(item.label));
    const drizzle = sweet ? picker.one(is.kind('syrup')) : melted.length === 0 || dressed ? picker.one(ACID) : null;
    // A sweet toast is finished with honey, not olive oil, salt and pepper.
    const savoury = !sweet || toppings.some(EGG);
    const herb = sweet ? null : picker.one(HERB);
    const pairing = picker.pairing(sweet ? is.any(is.kind('spice'), HERB) : is.any(SAVORY_PAIRING_FRUIT, is.kind('hotSauce')));
    const egg = toppings.find(EGG) ?? null;
    // A bagel or an English muffin is split: one a serving is two pieces of toast (six for four was the blind read's complaint).
    const breadLine = /bagel|muffin/i.test(bread.label)
      ? `${context.servings} ${countedLabel(bread.label, context.servings)}, split`
      : amountLine(bread, context.servings, { prep: '', minCount: context.servings }).line;
    const ingredients = [
      breadLine,
      ...toppings.map((item) =>
        EGG(item)
          ? amountLine(item, context.servings, { share: 0.5, prep: '' }).line
          : SPREAD(item) && !CHEESE(item)
            ? `${formatCookingQuantity(context.servings)} tbsp ${item.label}`
            : amount(item, context, { share: CHEESE(item) ? 1 : 0.5 }),
      ),
      ...(drizzle ? [season(drizzle, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(pairing ? [pairing.role === 'seasoning' ? season(pairing, context) : amount(pairing, context, { share: 0.25, prep: 'thinly sliced' })] : []),
      ...(savoury ? ['1 tbsp olive oil', 'Flaky salt and black pepper to taste'] : []),
    ];
    const spreads = toppings.filter((item) => !EGG(item));
    const instructions = [
      `Toast the ${bread.label} until deeply golden and crisp at the edges.`,
      // Raw spinach under the broiler stays raw and wet (issue 31's fifth blind read): the leaves wilt first.
      ...(melted.length && leaves.length ? [`Wilt the ${labels(leaves)} in a dry skillet over medium heat, 1 to 2 minutes, then press out the water.`] : []),
      ...(egg ? [`Meanwhile fry the ${egg.label} in the olive oil in a nonstick skillet over medium heat until the whites are set, about 3 minutes. Season with salt and pepper.`] : []),
      spreads.length
        ? melted.length
          ? `Top the toast with the ${labels([...spreads.filter((item) => !melted.includes(item)), ...melted])} and slide under a hot broiler until the cheese melts and bubbles, 2 to 3 minutes.`
          : `Spread or layer the ${labels(spreads)} over the toast${spreads.some((item) => /avocado|banana/.test(item.label)) ? ', mashing lightly with a fork' : ''}.`
        : 'Drizzle the hot toast generously with the olive oil.',
      `${egg ? 'Top each slice with an egg, then finish' : 'Finish'} with ${join(present([drizzle ? (drizzle.kind === 'syrup' ? `a drizzle of ${drizzle.label}` : `a squeeze of ${acidName(drizzle)}`) : null, herb ? `the ${herb.label}` : null, pairing ? `the ${pairing.label}` : null, savoury && !egg && spreads.length ? 'a drizzle of olive oil' : null, savoury ? 'a pinch of flaky salt' : null, savoury ? 'a grind of black pepper' : null])) || 'a little more of the spread'} and serve right away.`,
    ];
    return {
      title: toppings.length || pairing ? `${titleOf(present([...toppings, pairing]), 2)} Toast` : 'Olive Oil Toast with Flaky Salt',
      description: sentence(
        toppings.length
          ? `Crisp ${bread.label} topped with ${labels(toppings)}${melted.length ? ', the cheese melted under the broiler' : ''}${pairing ? ` and a surprising hint of ${pairing.label}` : ''}.`
          : `Crisp ${bread.label} toasted golden and drizzled with olive oil and flaky salt: simple and very good.`,
      ),
      prepTime: 5,
      cookTime: (egg ? 5 : 3) + (melted.length ? 3 : 0),
      ingredients,
      instructions,
      keyItems: [bread, ...toppings],
      pairing,
    };
  },
);

const BOARD_ITEM = (item: PantryItem): boolean =>
  CHEESE(item) ||
  (FRESH_FRUIT(item) && item.kind !== 'banana' && !item.frozen) ||
  (RAW_VEGETABLE(item) && item.kind !== 'leafy') ||
  item.kind === 'nut' ||
  item.kind === 'dried' ||
  item.kind === 'cracker' ||
  item.kind === 'deli' ||
  // olives, never olive oil (issue 31's blind read: "7 oz of olive oil piled on a snack board")
  /hummus|\bolives?\b(?! oil)|pickle|tzatziki/.test(item.label);

export const snackBoard = template(
  { id: 'snack-board', name: 'Snack Board', mealTypes: ['snack', 'lunch'], cuisines: ['mediterranean', 'french', 'italian', 'american'], difficulty: 'beginner', taste: 'either' },
  (context, picker) => {
    const items = picker.take(BOARD_ITEM, 5);
    if (items.length < 2) return null;
    // A board is built around something savoury (cheese, cured meat, crackers, raw vegetables);
    // a pile of berries and a pile of almonds is a bowl of fruit, not a board.
    if (!items.some((item) => item.role === 'dairy' || item.role === 'vegetable' || item.kind === 'deli' || item.kind === 'cracker' || /hummus|\bolives?\b(?! oil)|pickle|tzatziki/.test(item.label))) return null;
    // a syrup or honey goes over the board's fruit, never over avocado or mozzarella; no fruit, no drizzle
    const fruit = items.filter((item) => item.role === 'fruit');
    const drizzle = fruit.length > 0 ? picker.one(is.kind('syrup')) : null;
    const herb = herbFor(picker, context.cuisine);
    const ingredients = [
      ...items.map((item) => amount(item, context, { share: item.kind === 'nut' ? 1.5 : 0.5, prep: item.role === 'dairy' ? 'sliced' : undefined })),
      ...(drizzle ? [season(drizzle, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'leaves picked' })] : []),
      '1 tbsp extra-virgin olive oil',
      'Flaky salt and black pepper to taste',
    ];
    // Berries and grapes go on whole (or halved on their line); the rest is cut to bite size.
    const cut = items.filter((item) => (item.role === 'dairy' || item.role === 'fruit' || item.role === 'vegetable') && item.kind !== 'berry' && item.kind !== 'grape');
    const instructions = [
      ...(cut.length ? [`Slice or cut the ${labels(cut)} into easy, bite-size pieces.`] : []),
      `Arrange the ${labels(items)} in separate piles on a large board or platter, leaving little gaps so it looks abundant.`,
      sentence(`${drizzle ? `drizzle the ${drizzle.label} over the ${labels(fruit)}, ` : ''}${cut.some((item) => item.role === 'vegetable') ? 'drizzle the vegetables with olive oil, ' : ''}season with flaky salt and pepper${herb ? ` and scatter with the ${herb.label}` : ''}.`),
      // Cut avocado, apple or banana browns while it waits (the blind read: avocado chilled an hour with no lime).
      items.some((item) => /avocado|apple|banana|pear/.test(item.label)) ? 'Serve right away.' : 'Serve right away, or cover and chill for up to an hour.',
    ];
    return {
      title: `Snack Board with ${titleOf(items, 2)}`,
      description: sentence(context.servings === 1 ? `A no-cook plate of ${labels(items)}.` : `A no-cook board of ${labels(items)}, arranged for sharing.`),
      prepTime: 5 + 2 * items.length,
      cookTime: 0,
      ingredients,
      instructions,
      keyItems: items,
      pairing: null,
    };
  },
);

const WHEAT_FLOUR = (item: PantryItem): boolean => item.kind === 'flour' && !/almond|coconut|rice|corn|tapioca|chickpea|oat/.test(item.label);

export const flatbread = template(
  { id: 'skillet-flatbread', name: 'Skillet Flatbread', mealTypes: ['snack', 'lunch', 'dinner'], cuisines: ['mediterranean', 'indian', 'italian', 'mexican'], difficulty: 'intermediate' },
  (context, picker) => {
    const flour = picker.one(WHEAT_FLOUR);
    if (!flour) return null;
    const yogurt = picker.one(is.kind('yogurt'));
    const leavening = picker.one((item) => /baking powder/.test(item.label));
    const garlic = picker.one(is.kind('garlic'));
    const fat = picker.one(is.kind('butter'));
    const herb = herbFor(picker, context.cuisine);
    const spices = flavorItems(picker, context.cuisine, 1, ['spice', 'driedHerb', 'seed']);
    const cheese = picker.one(CHEESE);
    const dip = picker.one((item) => /hummus|tzatziki|salsa|chutney/.test(item.label) || item.kind === 'salsa');
    const cupsFlour = Math.max(1, Math.round(context.servings * 0.5 * 4) / 4);
    const quarter = (cups: number): number => Math.max(0.25, Math.round(cups * 4) / 4);
    const yogurtCups = quarter(cupsFlour / 2);
    const waterCups = quarter(cupsFlour * 0.4);
    const liquid = yogurt
      ? `${formatCookingQuantity(yogurtCups)} ${yogurtCups > 1 ? 'cups' : 'cup'} ${yogurt.label}`
      : `${formatCookingQuantity(waterCups)} ${waterCups > 1 ? 'cups' : 'cup'} warm water`;
    const ingredients = [
      `${formatCookingQuantity(cupsFlour)} ${cupsFlour > 1 ? 'cups' : 'cup'} ${flour.label}`,
      liquid,
      ...(leavening ? [`1 tsp ${leavening.label}`] : []),
      '1/2 tsp salt',
      '2 tbsp olive oil',
      ...(fat ? [`2 tbsp ${fat.label}, melted`] : []),
      ...(garlic ? [amount(garlic, context, { share: 0.5, prep: 'grated' })] : []),
      ...spices.map((item) => season(item, context)),
      ...(herb ? [amount(herb, context, { prep: 'finely chopped' })] : []),
      ...(cheese ? [amount(cheese, context, { share: 0.5 })] : []),
      ...(dip ? [amount(dip, context, { share: 0.5, prep: 'for dipping' })] : []),
    ];
    const brushed = present([garlic, herb, ...spices]);
    const instructions = [
      `Mix the ${flour.label}${leavening ? `, ${leavening.label}` : ''} and salt in a bowl, then stir in ${yogurt ? `the ${yogurt.label}` : 'the warm water'} and 1 tablespoon of the olive oil to make a soft dough, adding a spoonful of flour or water if needed.`,
      'Knead on a floured counter for 2 minutes until smooth, cover and rest for 15 minutes.',
      `Divide into ${Math.max(2, context.servings)} pieces and roll each into a thin round about 1/8 inch thick.`,
      'Heat a dry cast-iron or heavy skillet over medium-high heat and cook each flatbread until puffed and blistered, 1 to 2 minutes per side.',
      `Brush the hot flatbreads with ${fat ? `the melted ${fat.label}` : 'the remaining olive oil'}${brushed.length ? ` mixed with the ${labels(brushed)}` : ''}${cheese ? `, scatter with the ${cheese.label}` : ''} and serve warm${dip ? ` with the ${dip.label}` : ''}.`,
    ];
    return {
      title: `${brushed.length ? `${titleOf(brushed, 2)} ` : ''}Skillet Flatbread`,
      description: sentence(`Soft, blistered flatbreads made from ${flour.label}${yogurt ? ` and ${yogurt.label}` : ''} in a hot skillet, no oven needed.`),
      prepTime: 25,
      cookTime: 3 * Math.max(2, context.servings),
      ingredients,
      instructions,
      keyItems: present([flour, yogurt, ...brushed, cheese]),
      pairing: null,
    };
  },
);
