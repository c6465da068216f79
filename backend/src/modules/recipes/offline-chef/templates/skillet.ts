/** Stove-top templates: stir-fry, fried rice, curry, pasta and soup. */
import { formatCookingQuantity } from '@sous/kitchen';
import {
  ACID, CHEESE, COOKED_PROTEIN, COOKING_GREENS, EGG, FLAKY_FISH, GROUND_MEAT, NEEDS_COOKING, NUT, QUICK_PROTEIN, RENDERS_FAT, VEGETABLE,
  acidName, amount, flavorItems, hasSalt, herbFor, is, isPlural, join, labels, longestCook, missingLine, Picker, prepMinutes, present, pronoun, proteinDone,
  proteinMinutes, proteinPrep, season, sentence, signatureLines, starchPrep, template, titleOf,
  type TemplateContext,
} from './kit.js';
import { amountLine, type PantryItem } from '../pantry.js';
import { canPoach } from './poached.js';

const HARD_FIRST = (a: PantryItem, b: PantryItem): number => (b.food?.cookMinutes ?? 5) - (a.food?.cookMinutes ?? 5);

/** 'a lime and honey sauce', but 'soy sauce and honey', never 'a soy sauce sauce'. */
function sauceWords(names: readonly string[]): string {
  const words = join(names).replace(/ juice/g, '');
  return names.some((name) => /\bsauce\b/.test(name)) ? words : `a ${words} sauce`;
}

const LIQUID_SAUCE = is.kind('soySauce', 'asianSauce', 'hotSauce', 'salsa');

/**
 * A stir-fry or fried rice is sauced: when the cuisine's flavours on hand hold no liquid sauce
 * (cumin and lime alone) and soy sauce is on hand, the soy sauce goes in first (issue 31's blind
 * read: a stir-fry and a fried rice seasoned with salt while soy sauce stood in the cupboard).
 */
export function withSoy(picker: Picker, sauces: PantryItem[]): PantryItem[] {
  if (sauces.some(LIQUID_SAUCE)) return sauces;
  const soy = picker.one(is.kind('soySauce'));
  return soy ? [soy, ...sauces] : sauces;
}

export const SEARABLE = (item: PantryItem): boolean => NEEDS_COOKING(item) && !GROUND_MEAT(item) && item.kind !== 'cured' && item.kind !== 'sausage';

function proteinStep(protein: PantryItem, vessel: string): string {
  if (!NEEDS_COOKING(protein)) {
    return `Heat 1 tablespoon of oil in ${vessel} over medium-high heat and warm the ${protein.label} through, about 2 minutes. Transfer to a plate.`;
  }
  const minutes = protein.food?.cookMinutes ?? 6;
  if (RENDERS_FAT(protein)) {
    // Bacon or ground beef starts in a dry pan and gives the fat the rest cooks in.
    const cook = GROUND_MEAT(protein) ? 'cook, breaking it up with a spoon, until browned and no longer pink' : `cook, stirring, until browned and ${isPlural(protein.label) ? 'their' : 'its'} fat has run`;
    return `Put the ${protein.label} in ${vessel.replace(/^the /, 'the dry ').replace(/^an? /, 'a dry ')} over medium heat and ${cook}, about ${minutes} minutes. Lift out with a slotted spoon, leaving the fat in the pan.`;
  }
  return `Pat the ${protein.label} dry and season with a pinch of salt. Heat 1 tablespoon of oil in ${vessel} over high heat and stir-fry until ${proteinDone(protein)}, about ${minutes} minutes. Transfer to a plate.`;
}

export const stirFry = template(
  { id: 'stir-fry', name: 'Stir-Fry', mealTypes: ['lunch', 'dinner'], cuisines: ['asian', 'indian', 'mexican', 'american'], difficulty: 'beginner' },
  (context, picker) => {
    const protein = picker.one(is.all(is.any(COOKED_PROTEIN, is.kind('beans')), is.not(FLAKY_FISH)));
    const vegetables = picker.take(is.all(VEGETABLE, is.not(is.kind('leafy'))), protein ? 3 : 4).sort(HARD_FIRST);
    const greens = picker.take(COOKING_GREENS, 1);
    if (!protein && vegetables.length + greens.length < 2) return null;
    if (vegetables.length + greens.length === 0) return null;
    const onion = picker.one(is.kind('onion', 'leek'));
    const aromatics = picker.take(is.kind('garlic', 'ginger', 'chili', 'shallot'), 3);
    const scallion = picker.one(is.kind('scallion'));
    const sauces = withSoy(picker, flavorItems(picker, context.cuisine, 3, ['soySauce', 'asianSauce', 'hotSauce', 'acid', 'citrus', 'paste', 'spice', 'seed']));
    const sweet = sauces.length ? picker.one(is.kind('syrup', 'sugar')) : null;
    const buy = sauces.some((item) => item.kind === 'soySauce' || item.kind === 'asianSauce') ? [] : signatureLines(context, context.cuisine, 1);
    // A stir-fry of salt and pepper alone is flat (issue 31's blind read): it needs a sauce, or garlic or ginger.
    // Garlic or ginger alone, unsalted, seasons nothing (the blind read: "no sauce or seasoning at all").
    if (sauces.length + buy.length === 0 && !(aromatics.some((item) => item.kind === 'garlic' || item.kind === 'ginger') && hasSalt(context))) return null;
    const starch = picker.one(is.kind('cookedRice', 'rice', 'noodle'));
    const nut = picker.one(is.kind('nut'));
    const pairing = picker.pairing(is.kind('tropical', 'stone', 'pome', 'grape'));
    const rendered = protein !== null && RENDERS_FAT(protein);
    const vegShare = (protein ? 1.3 : 2) / Math.max(1, vegetables.length + greens.length);
    const ingredients = [
      ...(protein ? [amount(protein, context)] : []),
      ...vegetables.map((item) => amount(item, context, { share: vegShare })),
      ...greens.map((item) => amount(item, context, { share: vegShare })),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'cut into bite-size pieces' })] : []),
      ...(onion ? [amount(onion, context, { prep: 'sliced' })] : []),
      ...aromatics.map((item) => amount(item, context)),
      ...(scallion ? [amount(scallion, context, { prep: 'thinly sliced' })] : []),
      ...sauces.map((item) => season(item, context)),
      ...(sweet ? [`${formatCookingQuantity(Math.max(1, Math.round(context.servings / 2)))} tsp ${sweet.label}`] : []),
      ...buy,
      ...(starch ? [amount(starch, context, { prep: starch.kind === 'cookedRice' ? '' : undefined })] : []),
      ...(nut ? [amount(nut, context, { prep: 'roughly chopped' })] : []),
      // Bacon or ground beef gives the fat the vegetables fry in: no oil, and so no butter for it.
      ...(rendered ? [] : ['2 tbsp vegetable oil']),
      'Salt and black pepper to taste',
    ];
    const sauceNames = [...sauces.map(acidName), ...(sweet ? [sweet.label] : []), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)\s*/, ''))];
    const starchSteps = starchPrep(starch);
    const firstVeg = [...present([onion]), ...vegetables.filter((item) => (item.food?.cookMinutes ?? 5) >= 5)];
    const laterVeg = vegetables.filter((item) => !firstVeg.includes(item));
    const vessel = 'a wok or large skillet';
    const instructions = [
      ...starchSteps.steps,
      ...(sauceNames.length ? [`Stir together the ${join(sauceNames)} with 2 tablespoons of water for the sauce.`] : []),
      ...(protein ? [proteinStep(protein, vessel)] : []),
      rendered
        ? firstVeg.length && laterVeg.length
          ? `Raise the heat to high and stir-fry the ${labels(firstVeg)} in the fat left in the pan for 3 minutes, then add the ${labels(laterVeg)} and stir-fry until everything is crisp-tender, about 3 minutes more.`
          : `Raise the heat to high and stir-fry the ${labels(present([...firstVeg, ...laterVeg]).length ? present([...firstVeg, ...laterVeg]) : greens)} in the fat left in the pan until crisp-tender, about ${Math.min(5, Math.max(2, longestCook(vegetables.length ? vegetables : greens)))} minutes.`
        : firstVeg.length && laterVeg.length
        ? `Add ${protein ? 'the remaining' : '2 tablespoons of'} oil and the ${labels(firstVeg)} and stir-fry for 3 minutes, then add the ${labels(laterVeg)} and stir-fry until everything is crisp-tender, about 3 minutes more.`
        : `Add ${protein ? 'the remaining' : '2 tablespoons of'} oil${protein ? ' to the pan' : ` to ${vessel} over high heat`} and stir-fry the ${labels(present([...firstVeg, ...laterVeg]).length ? present([...firstVeg, ...laterVeg]) : greens)} until crisp-tender, about ${Math.min(5, Math.max(2, longestCook(vegetables.length ? vegetables : greens)))} minutes.`,
      ...(aromatics.length ? [`Add the ${labels(aromatics)} and stir-fry for 30 seconds until fragrant.`] : []),
      `${protein ? `Return the ${protein.label}, ` : ''}${pairing ? `add the ${pairing.label}, ` : ''}${sauceNames.length ? 'pour in the sauce and toss until glossy' : 'season with salt and pepper and toss'}${greens.length && vegetables.length ? `, then fold in the ${labels(greens)} until just wilted` : ''}.`,
      `Serve${starch ? ` over the ${starch.label}` : ' right away'}${scallion || nut ? `, scattered with the ${labels(present([scallion, nut]))}` : ''}.`,
    ];
    const main = present([protein, ...vegetables, pairing]);
    return {
      title: `${titleOf(main, protein ? 2 : 3)} Stir-Fry`,
      description: sentence(`A fast, high-heat stir-fry of ${labels(main)}${sauceNames.length ? ` in ${sauceWords(sauceNames.slice(0, 2))}` : ''}${starch ? `, served with ${starch.label}` : ''}.`),
      prepTime: prepMinutes([...main, ...aromatics], 5),
      cookTime: Math.max(starchSteps.minutes, (protein ? (protein.food?.cookMinutes ?? 6) : 0) + Math.min(5, Math.max(3, longestCook(vegetables))) + 2),
      ingredients,
      instructions,
      keyItems: main,
      pairing,
    };
  },
);

export const friedRice = template(
  { id: 'fried-rice', name: 'Fried Rice', mealTypes: ['lunch', 'dinner'], cuisines: ['asian', 'mexican', 'indian', 'american'], difficulty: 'beginner' },
  (context, picker) => {
    const rice = picker.one(is.kind('cookedRice')) ?? picker.one(is.kind('rice'));
    if (!rice) return null;
    const egg = picker.one(EGG);
    const protein = picker.one(is.any(COOKED_PROTEIN, is.kind('deli')));
    const vegetables = picker.take(is.all(VEGETABLE, is.not(is.kind('leafy'))), 3).sort(HARD_FIRST);
    const aromatics = picker.take(is.kind('garlic', 'ginger', 'onion', 'shallot', 'chili'), 2);
    const scallion = picker.one(is.kind('scallion'));
    const sauces = withSoy(picker, flavorItems(picker, context.cuisine, 2, ['soySauce', 'asianSauce', 'hotSauce', 'seed', 'spice', 'salsa']));
    const buy = sauces.length ? [] : signatureLines(context, context.cuisine, 1);
    // Fried rice of butter alone is flat (issue 31's blind read, as for a stir-fry): a sauce, or garlic or ginger.
    // Garlic or ginger alone, unsalted, seasons nothing (the blind read: "no sauce or seasoning at all").
    if (sauces.length + buy.length === 0 && !(aromatics.some((item) => item.kind === 'garlic' || item.kind === 'ginger') && hasSalt(context))) return null;
    const pairing = picker.pairing(is.kind('tropical', 'pome', 'grape'));
    const raw = rice.kind === 'rice';
    const rendered = protein !== null && RENDERS_FAT(protein);
    const eggs = egg ? amountLine(egg, context.servings, { share: 0.5, prep: 'beaten' }) : null;
    const ingredients = [
      amount(rice, context, { share: raw ? 1 : 1, prep: raw ? 'rinsed' : '' }),
      ...(eggs ? [eggs.line] : []),
      ...(protein ? [amount(protein, context, { share: 0.5, prep: proteinPrep(protein, 'cut into small pieces') })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.4, prep: item.food?.prep ? 'finely diced' : '' })),
      ...(pairing ? [amount(pairing, context, { share: 0.25, prep: 'finely diced' })] : []),
      ...aromatics.map((item) => amount(item, context, { prep: 'minced' })),
      ...(scallion ? [amount(scallion, context, { prep: 'thinly sliced' })] : []),
      ...sauces.map((item) => season(item, context)),
      ...buy,
      ...(rendered ? [] : ['3 tbsp vegetable oil']),
      'Salt and white pepper to taste',
    ];
    const sauceNames = [...sauces.map((item) => item.label), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)\s*/, ''))];
    const instructions = [
      ...(raw
        ? [`Rinse the ${rice.label} and simmer it, covered, in a little less than twice its volume of water until just tender, about 18 minutes. Spread it on a tray and let it cool for at least 15 minutes so it fries instead of steaming.`]
        : [`Break up the ${rice.label} with your fingers so no clumps remain.`]),
      // Bacon or ground beef goes first into the dry wok: the eggs and the rest cook in its fat.
      ...(rendered && protein ? [proteinStep(protein, 'a wok or large skillet')] : []),
      ...(eggs ? [`${rendered ? 'Scramble' : 'Heat 1 tablespoon of oil in a wok or large skillet over high heat, scramble'} the ${egg?.label ?? 'eggs'}${rendered ? ' in the fat over high heat' : ''} until just set and transfer to a plate.`] : []),
      ...(protein && !rendered ? [proteinStep(protein, 'the wok')] : []),
      `${rendered ? 'Add' : 'Add the remaining oil, then'} the ${labels([...aromatics, ...vegetables]) || 'rice'}${vegetables.length ? ` and stir-fry until the vegetables are crisp-tender, about ${Math.max(2, longestCook(vegetables) - 2)} minutes` : ''}.`,
      `Add the ${rice.label} and stir-fry, pressing it against the pan, until hot and some grains turn crisp, about 4 minutes.`,
      `${sauceNames.length ? `Add the ${join(sauceNames)}` : 'Season with salt and white pepper'}${eggs || protein || pairing ? `, return the ${labels(present([egg, protein, pairing]))}` : ''} and toss to combine.`,
      `Serve hot${scallion ? `, topped with the ${scallion.label}` : ''}.`,
    ];
    const main = present([protein, ...vegetables, pairing]);
    return {
      title: `${main.length ? `${titleOf(main, 2)} ` : egg ? 'Egg ' : ''}Fried Rice`,
      description: sentence(`Crisp, savory fried rice with ${labels(present([egg, ...main])) || 'aromatics'}, made in one pan.`),
      prepTime: prepMinutes(main, 8),
      cookTime: (raw ? 35 : 0) + (protein ? (protein.food?.cookMinutes ?? 5) : 0) + 10,
      ingredients,
      instructions,
      keyItems: [rice, ...main],
      pairing,
    };
  },
);

const CURRY_SPICE = /curry|masala|turmeric|cumin|coriander|paste|kashmiri|chili powder/;

export const curry = template(
  { id: 'curry', name: 'Curry', mealTypes: ['lunch', 'dinner'], cuisines: ['indian', 'asian'], difficulty: 'intermediate' },
  (context, picker) => {
    const protein = picker.one(is.any(is.kind('poultry', 'redmeat', 'pork', 'fish', 'shellfish', 'tofu', 'tempeh', 'beans', 'lentils'), is.kind('cheese')));
    const vegetables = picker.take(is.any(is.all(VEGETABLE, is.not(is.kind('leafy'))), is.kind('potato')), protein ? 2 : 3).sort(HARD_FIRST);
    const greens = picker.take(COOKING_GREENS, 1);
    if (!protein && vegetables.length < 2) return null;
    const spices = flavorItems(picker, context.cuisine, 3, ['spice', 'paste', 'driedHerb']);
    const curried = spices.some((item) => CURRY_SPICE.test(item.label));
    const buy = curried ? [] : present([missingLine(context, context.cuisine === 'asian' ? '2 tbsp curry powder' : '2 tbsp curry powder')]);
    if (!curried && buy.length === 0) return null;
    const onion = picker.one(is.kind('onion', 'shallot'));
    const aromatics = picker.take(is.kind('garlic', 'ginger', 'chili'), 3);
    const liquid = picker.one(is.kind('coconutMilk')) ?? picker.one(is.kind('tomatoes')) ?? picker.one(is.kind('yogurt')) ?? picker.one(is.kind('broth'));
    const starch = picker.one(is.kind('rice', 'cookedRice'));
    const herb = herbFor(picker, context.cuisine);
    const acid = picker.one(ACID);
    const pairing = picker.pairing(is.kind('tropical', 'dried', 'pome', 'stone', 'nut'));
    const paneer = protein?.kind === 'cheese';
    const lentils = protein?.kind === 'lentils';
    const rawProtein = protein && NEEDS_COOKING(protein) ? protein : null;
    // Shrimp and fish are not browned and then simmered: they poach in the sauce for the last minutes.
    const quick = rawProtein !== null && QUICK_PROTEIN(rawProtein);
    // Frozen peas or corn go in at the end, not for the whole simmer (issue 31's blind read).
    const lateVeg = vegetables.some((item) => !item.frozen) || lentils ? vegetables.filter((item) => item.frozen) : [];
    const potVeg = vegetables.filter((item) => !lateVeg.includes(item));
    const water = formatCookingQuantity(Math.max(1, Math.round((context.servings * (lentils ? 1 : 0.5)) * 2) / 2));
    const ingredients = [
      ...(protein ? [amount(protein, context, { prep: paneer ? 'cut into cubes' : undefined })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.7 })),
      ...greens.map((item) => amount(item, context, { share: 0.6 })),
      ...(onion ? [amount(onion, context, { share: 1.5, prep: 'finely chopped' })] : []),
      ...aromatics.map((item) => amount(item, context)),
      ...spices.map((item) => season(item, context)),
      ...buy,
      ...(liquid ? [season(liquid, context)] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3 })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(starch ? [amount(starch, context)] : []),
      `${water} ${water === '1' ? 'cup' : 'cups'} water`,
      '2 tbsp vegetable oil',
      'Salt to taste',
    ];
    const spiceNames = [...spices.map((item) => item.label), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)\s*/, ''))];
    const simmer = lentils ? 25 : Math.max(12, longestCook(potVeg) + 8);
    const starchSteps = starchPrep(starch);
    const instructions = [
      ...starchSteps.steps,
      ...(rawProtein && !quick ? [`Season the ${rawProtein.label} with salt. Heat 1 tablespoon of the oil in a heavy pan over medium-high heat and brown it on all sides, about 5 minutes; it will finish cooking in the sauce. Set aside.`] : []),
      ...(paneer && protein ? [`Fry the ${protein.label} in 1 tablespoon of the oil until golden on a few sides, then set aside.`] : []),
      `Heat the remaining oil in the pan over medium heat${onion ? ` and cook the ${onion.label} until deep golden, about 8 minutes` : ''}.`,
      ...(aromatics.length ? [`Add the ${labels(aromatics)} and cook for 1 minute.`] : []),
      `Stir in the ${join(spiceNames)} and cook for 1 minute until fragrant, adding a splash of water if it sticks.`,
      `Add the ${labels(present([lentils ? protein : null, ...potVeg])) || 'vegetables'}${liquid ? `, the ${liquid.label}` : ''} and the water, bring to a simmer and cook, covered, until tender, about ${simmer} minutes.`,
      ...(rawProtein || (protein && (protein.kind === 'beans' || paneer))
        ? [`Add the ${protein?.label ?? ''}${pairing ? ` and the ${pairing.label}` : ''} and simmer until ${rawProtein ? (quick ? proteinDone(rawProtein) : 'cooked through') : 'heated through'}, about ${rawProtein && !quick ? Math.max(5, (rawProtein.food?.cookMinutes ?? 6)) : quick ? 3 : 4} minutes.`]
        : pairing
          ? [`Stir in the ${pairing.label} and simmer for 3 minutes.`]
          : []),
      `${greens.length || lateVeg.length ? `Stir in the ${labels([...lateVeg, ...greens])} until ${lateVeg.length ? 'hot, about 3 minutes' : 'wilted'}, then season` : 'Season'} with salt${acid ? ` and the ${acidName(acid)}` : ''}.`,
      `Serve${starch ? ` with the ${starch.label}` : ''}${herb ? `, scattered with the ${herb.label}` : ''}.`,
    ];
    const main = present([protein, ...vegetables, pairing]);
    return {
      title: `${titleOf(main, 2)} Curry`,
      description: sentence(`A warmly spiced curry of ${labels(main)}${liquid ? ` simmered in ${liquid.label}` : ''}${starch ? `, with ${starch.label}` : ''}.`),
      prepTime: prepMinutes([...main, ...aromatics], 10),
      cookTime: Math.max(starchSteps.minutes, 12 + simmer + (rawProtein ? (quick ? 3 : 5) : 0) + (lateVeg.length ? 3 : 0)),
      ingredients,
      instructions,
      keyItems: main,
      pairing,
    };
  },
);

export const pasta = template(
  { id: 'pasta', name: 'Pasta', mealTypes: ['lunch', 'dinner'], cuisines: ['italian', 'mediterranean', 'american', 'french'], difficulty: 'beginner' },
  (context, picker) => {
    const noodles = picker.one(is.kind('pasta'));
    if (!noodles) return null;
    // Deli slices only when there is nothing to cook (a chicken breast before the deli turkey).
    const protein = picker.one(is.any(COOKED_PROTEIN, is.kind('beans'))) ?? picker.one(is.kind('deli'));
    const vegetables = picker.take(VEGETABLE, 3).sort(HARD_FIRST);
    const garlic = picker.one(is.kind('garlic'));
    const onion = picker.one(is.kind('onion', 'shallot', 'leek'));
    // The sauce that is to be used up first: the cream that expires tomorrow before the can of tomatoes (issue 31's fifth blind read).
    const sauce = picker.one(is.kind('tomatoes', 'pesto', 'cream'));
    const cheese = picker.one(is.kind('cheese')) ?? picker.one(CHEESE);
    const herb = herbFor(picker, context.cuisine);
    // Lemon juice curdles a simmering cream sauce (issue 31's blind read: "the juice of 2 lemons into 1 cup of cream").
    const flavor = flavorItems(picker, context.cuisine, 2, sauce?.kind === 'cream' ? ['spice', 'driedHerb', 'paste'] : ['spice', 'driedHerb', 'acid', 'citrus', 'paste']);
    const buy = flavor.length || sauce ? [] : signatureLines(context, context.cuisine, 1);
    const butter = picker.one(is.kind('butter'));
    const pairing = picker.pairing(is.any(NUT, is.kind('pome', 'stone', 'citrus', 'grape')));
    const leafy = vegetables.filter((item) => item.kind === 'leafy');
    const cooked = vegetables.filter((item) => item.kind !== 'leafy');
    const rawProtein = protein && NEEDS_COOKING(protein) ? protein : null;
    const ingredients = [
      amount(noodles, context),
      ...(protein ? [amount(protein, context, { share: 0.7 })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.6 })),
      ...(garlic ? [amount(garlic, context, { prep: 'thinly sliced' })] : []),
      ...(onion ? [amount(onion, context, { prep: 'finely chopped' })] : []),
      // Cream is the sauce itself, a cup for four, not a seasoning's spoonful (issue 31's fifth blind read).
      ...(sauce ? [sauce.kind === 'cream' ? amount(sauce, context, { share: 1.5, prep: '' }) : season(sauce, context)] : []),
      ...flavor.map((item) => season(item, context)),
      ...buy,
      ...(butter ? [`2 tbsp ${butter.label}`] : []),
      ...(cheese ? [amount(cheese, context)] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: pairing.role === 'nut' ? 'toasted and chopped' : 'thinly sliced' })] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      '3 tbsp olive oil',
      'Kosher salt and black pepper to taste',
    ];
    // 'Add the lemon juice', not 'add the lemons' (issue 31's reading).
    const flavorNames = [...flavor.map(acidName), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)\s*/, ''))];
    const sauceStep = sauce
      ? sauce.kind === 'tomatoes'
        ? `Add the ${sauce.label}${flavorNames.length ? ` and the ${join(flavorNames)}` : ''} and simmer until slightly thickened, about 10 minutes.`
        : sauce.kind === 'cream'
          ? `Pour in the ${sauce.label}${flavorNames.length ? `, add the ${join(flavorNames)}` : ''} and simmer gently until it coats a spoon, about 3 minutes.`
          : `Take the pan off the heat; the ${sauce.label} goes in with the pasta.`
      : `Add the ${flavorNames.length ? join(flavorNames) : 'black pepper'} and a ladle of the pasta water and simmer for 1 minute.`;
    const instructions = [
      `Bring a large pot of well-salted water to a boil and cook the ${noodles.label} until al dente. Reserve 1 cup of the cooking water, then drain.`,
      ...(rawProtein ? [`Meanwhile heat 1 tablespoon of the oil in a large skillet over medium-high heat and cook the ${rawProtein.label} until ${proteinDone(rawProtein)}, about ${proteinMinutes(rawProtein)} minutes. Transfer to a plate.`] : []),
      // Without an onion or garlic there is nothing to soften: the vegetables go straight into the oil.
      // 'The remaining oil' only after some went in with the protein; otherwise the skillet is heated now.
      ...(onion || garlic
        ? [
            rawProtein
              ? `Add the remaining oil${onion ? `, the ${onion.label}` : ''}${garlic ? ` and the ${garlic.label}` : ''} to the skillet and cook over medium heat until soft and fragrant, about ${onion ? '5 minutes' : '1 minute'}.`
              : `Heat the oil in a large skillet over medium heat and cook ${join(present([onion ? `the ${onion.label}` : null, garlic ? `the ${garlic.label}` : null]))} until soft and fragrant, about ${onion ? '5 minutes' : '1 minute'}.`,
          ]
        : [rawProtein ? 'Add the remaining oil to the skillet.' : 'Heat the oil in a large skillet over medium-high heat.']),
      ...(cooked.length ? [`Add the ${labels(cooked)} with a pinch of salt and cook until tender, about ${Math.max(3, longestCook(cooked))} minutes.`] : []),
      sauceStep,
      `Add the drained pasta${protein ? `, the ${protein.label}` : ''}${leafy.length ? `, the ${labels(leafy)}` : ''}${butter ? `, the ${butter.label}` : ''}${sauce?.kind === 'pesto' ? `, the ${sauce.label}` : ''} and a splash of pasta water and toss over low heat until glossy, adding more water as needed.`,
      `Serve hot${cheese || pairing || herb ? `, topped with the ${labels(present([cheese, pairing, herb]))}` : ' with a grind of black pepper'}.`,
    ];
    const main = present([protein, ...vegetables, pairing]);
    return {
      title: main.length ? `${noodlesTitle(noodles)} with ${titleOf(main, 2)}` : `${noodlesTitle(noodles)} with Garlic and Olive Oil`,
      description: sentence(`${noodles.label} tossed with ${labels(present([...main, sauce, cheese])) || 'olive oil and black pepper'}, on the table in about half an hour.`),
      prepTime: prepMinutes(main, 8),
      cookTime: 12 + (rawProtein ? (rawProtein.food?.cookMinutes ?? 7) : 0) + (sauce?.kind === 'tomatoes' ? 8 : 0),
      ingredients,
      instructions,
      keyItems: [noodles, ...main],
      pairing,
    };
  },
);

function noodlesTitle(item: PantryItem): string {
  return item.label.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export const soup = template(
  { id: 'soup', name: 'Soup', mealTypes: ['lunch', 'dinner'], cuisines: ['american', 'italian', 'mexican', 'asian', 'indian', 'mediterranean', 'french'], difficulty: 'beginner' },
  (context, picker) => {
    const legume = picker.one(is.kind('lentils', 'beans'));
    const protein = legume ? null : picker.one(is.kind('poultry', 'sausage', 'cured', 'redmeat', 'fish', 'shellfish', 'tofu'));
    const vegetables = picker.take(is.all(VEGETABLE, is.not(is.kind('leafy'))), 3).sort(HARD_FIRST);
    const greens = picker.take(COOKING_GREENS, 1);
    const aromatics = picker.take(is.kind('onion', 'garlic', 'leek', 'shallot', 'ginger', 'chili'), 3);
    if (vegetables.length === 0 && !legume) return null;
    if (vegetables.length + (legume ? 1 : 0) + greens.length + aromatics.length < 2) return null;
    const starch = picker.one(is.kind('potato', 'pasta', 'noodle', 'rice'));
    const broth = picker.one(is.kind('broth'));
    const tomatoes = picker.one(is.kind('tomatoes'));
    const coconut = context.cuisine === 'asian' || context.cuisine === 'indian' ? picker.one(is.kind('coconutMilk')) : null;
    const flavor = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'paste', 'soySauce', 'asianSauce', 'hotSauce']);
    const buy = flavor.length ? [] : signatureLines(context, context.cuisine, 1);
    const acid = picker.one(ACID);
    const herb = herbFor(picker, context.cuisine);
    const cheese = context.cuisine === 'italian' || context.cuisine === 'french' ? picker.one(is.kind('cheese')) : null;
    const pairing = picker.pairing(is.kind('pome', 'tropical', 'stone'));
    const cups = Math.max(2, Math.round(context.servings * 1.5 * 2) / 2);
    // A soup of plain water tastes of little (issue 31's blind read): broth on hand, else broth to
    // buy when shopping is allowed; from what is on hand, water only with aromatics or seasoning.
    const boughtBroth = broth ? null : missingLine(context, `${formatCookingQuantity(cups)} cups vegetable broth`);
    // An onion alone does not make water taste of soup (issue 31's second blind read): water needs
    // an aromatic and something that flavours it (a spice or sauce, tomatoes, coconut, bacon or sausage).
    const flavoursWater = flavor.length > 0 || tomatoes !== null || coconut !== null || (protein !== null && (protein.kind === 'cured' || protein.kind === 'sausage'));
    if (!broth && !boughtBroth && (aromatics.length === 0 || !flavoursWater)) return null;
    const liquidLine = broth ? amountLine(broth, context.servings, { share: 1.5, prep: '' }).line : (boughtBroth ?? `${formatCookingQuantity(cups)} cups water`);
    // Shrimp, fish and anything already cooked (canned tuna) go in at the end, not browned first.
    const late = protein && (QUICK_PROTEIN(protein) || !NEEDS_COOKING(protein)) ? protein : null;
    const lateVeg = vegetables.some((item) => !item.frozen) || legume ? vegetables.filter((item) => item.frozen) : [];
    const potVeg = vegetables.filter((item) => !lateVeg.includes(item));
    const ingredients = [
      ...aromatics.map((item) => amount(item, context, { prep: item.kind === 'onion' || item.kind === 'leek' ? 'diced' : undefined })),
      ...vegetables.map((item) => amount(item, context, { share: 0.6 })),
      ...(legume ? [amount(legume, context, { share: 0.8 })] : []),
      ...(protein ? [amount(protein, context, { share: 0.7, prep: protein.kind === 'poultry' ? '' : undefined })] : []),
      ...(starch ? [amount(starch, context, { share: 0.4, prep: starch.kind === 'potato' ? 'diced' : '' })] : []),
      ...(tomatoes ? [season(tomatoes, context)] : []),
      ...(coconut ? [season(coconut, context)] : []),
      liquidLine,
      ...flavor.map((item) => season(item, context)),
      ...buy,
      ...greens.map((item) => amount(item, context, { share: 0.5 })),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: 'diced' })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(cheese ? [amount(cheese, context, { prep: 'grated' })] : []),
      ...(protein && RENDERS_FAT(protein) ? [] : ['2 tbsp olive oil']),
      'Salt and black pepper to taste',
    ];
    const flavorNames = [...flavor.map((item) => item.label), ...buy.map((line) => line.replace(/^[\d/ ]+\s*(?:tsp|tbsp)\s*/, '').replace(/, juiced$/, ''))];
    const poached = protein?.kind === 'poultry' && !late;
    const softening = aromatics.some((item) => item.kind === 'onion' || item.kind === 'leek' || item.kind === 'shallot');
    const browned = protein && !poached && !late ? protein : null;
    const simmer = Math.max(15, legume?.kind === 'lentils' ? 25 : 0, longestCook(potVeg) + 10, starch?.kind === 'rice' ? 18 : 0);
    const liquidName = broth ? broth.label : boughtBroth ? 'vegetable broth' : 'water';
    // Bacon or sausage renders its own fat in a dry pot, and what follows cooks in it: no oil.
    const rendered = browned !== null && RENDERS_FAT(browned);
    const instructions = [
      ...(browned
        ? [
            rendered
              ? `Cook the ${browned.label} in a large dry pot over medium heat until browned and the fat has run, about 6 minutes. Lift it out with a slotted spoon, leaving the fat in the pot.`
              : `Heat 1 tablespoon of the oil in a large pot over medium-high heat and brown the ${browned.label}, about 5 minutes. Lift it out with a slotted spoon.`,
          ]
        : []),
      ...(aromatics.length
        ? [
            rendered
              ? `Cook the ${labels(aromatics)} in the fat left in the pot with a pinch of salt until ${softening ? 'soft, about 6 minutes' : 'fragrant, about 1 minute'}.`
              : `Heat ${browned ? 'the remaining' : 'the'} oil in ${browned ? 'the' : 'a large'} pot over medium heat and cook the ${labels(aromatics)} with a pinch of salt until ${softening ? 'soft, about 6 minutes' : 'fragrant, about 1 minute'}.`,
          ]
        : []),
      `${aromatics.length || rendered ? 'Add' : browned ? 'Add the remaining oil and' : 'Heat the oil in a large pot over medium heat and add'} the ${labels(present([...potVeg, starch?.kind === 'potato' ? starch : null])) || 'vegetables'}${flavorNames.length ? ` and the ${join(flavorNames)}` : ''} with a pinch of salt and cook, stirring, for ${aromatics.length ? 3 : 5} minutes.`,
      `Pour in the ${join(present([tomatoes?.label, coconut?.label, liquidName]))}${legume ? ` and add the ${legume.label}` : ''}${poached && protein ? ` and the ${protein.label}` : ''}, bring to a boil, then simmer gently until the vegetables are tender, about ${simmer} minutes.`,
      ...(poached && protein ? [`Lift out the ${protein.label}, shred or dice ${pronoun(protein.label)} and return ${pronoun(protein.label)} to the pot.`] : []),
      ...(browned ? [`Return the ${browned.label} to the pot.`] : []),
      ...(starch && starch.kind !== 'potato'
        ? [`Add the ${starch.label} and simmer until tender, about ${starch.food?.cookMinutes ?? 10} minutes, adding a splash of water if the soup gets too thick.`]
        : []),
      ...(late ? [`Add the ${late.label} and simmer until ${proteinDone(late)}, about ${NEEDS_COOKING(late) ? 3 : 2} minutes.`] : []),
      // The seasoning is its own sentence, so a kitchen without salt or pepper loses only that.
      `${greens.length || pairing || lateVeg.length ? `Stir in the ${labels(present([...lateVeg, ...greens, pairing]))} until just tender${lateVeg.length ? ', about 3 minutes' : ''}. ` : ''}${acid ? `Stir in the ${acidName(acid)} and season` : 'Season'} with salt and pepper.`,
      `Ladle into bowls${herb || cheese ? ` and top with the ${labels(present([herb, cheese]))}` : ''}.`,
    ];
    const main = present([legume, protein, ...vegetables, ...greens, pairing]);
    return {
      title: `${titleOf(main, 2)} Soup`,
      description: sentence(`A comforting soup of ${labels(present([...main, starch]))}, simmered in ${liquidName}.`),
      prepTime: prepMinutes([...main, ...aromatics], 8),
      cookTime: 9 + simmer + (browned ? 5 : 0) + (late ? 3 : 0) + (lateVeg.length ? 3 : 0) + (starch && starch.kind !== 'potato' ? (starch.food?.cookMinutes ?? 10) : 0),
      ingredients,
      instructions,
      keyItems: main,
      pairing,
    };
  },
);

/** What a whole piece is seared in: oil on hand, its own fat, butter over gentler heat, or nothing in a nonstick pan. */
type SearFat = 'oil' | 'own' | 'butter' | 'none';

/** Steaks and chops carry fat enough to sear in a dry, very hot pan, as cooks do with a marbled steak. */
const FATTY_CUT = (item: PantryItem): boolean => item.kind === 'redmeat' || item.kind === 'pork' || /\bduck\b/i.test(item.label);

/**
 * The fat of a sear by what the kitchen holds (issue 31's blind read: a steak seared in butter
 * "until foaming", tofu fried in butter). Oil on hand, or nothing on hand but shopping allowed and
 * no butter: the oil. Otherwise a fatty cut sears in a dry, very hot pan; a lean one (a chicken
 * breast, a fish fillet, shrimp) in butter over medium heat, where butter does not burn; tofu and
 * a kitchen with no fat at all in a dry nonstick pan, a method that needs none.
 */
export function searFat(searing: PantryItem | null, context: TemplateContext, butter: boolean): SearFat {
  const oilOnHand = context.pantry.some((item) => item.role === 'fat' && item.kind === 'other' && /\b(?:oil|spray)\b/i.test(item.name));
  if (oilOnHand || (!butter && !context.onlyUseOnHand)) return 'oil';
  if (searing && FATTY_CUT(searing)) return 'own';
  if (butter && searing && searing.kind !== 'tofu' && searing.kind !== 'tempeh') return 'butter';
  return searing || !butter ? 'none' : 'butter';
}

export const SEAR_START: Readonly<Record<SearFat, (label: string, butter: string) => string>> = {
  oil: () => 'Heat the olive oil in a heavy skillet over medium-high heat until shimmering.',
  // A chop or a steak gives fat only from its fat edge: it is rendered first (issue 31's blind reads: "lean chops give no fat").
  own: (label) =>
    `Heat a heavy skillet, cast iron if you have one, over high heat until very hot, with no fat. Hold the ${label} with tongs, fat edge down, for 1 to 2 minutes to render a film of fat to sear in.`,
  butter: (_label, butter) => `Melt 1 tablespoon of the ${butter} in a heavy skillet over medium heat until the foam subsides.`,
  none: () => 'Heat a nonstick skillet over medium-high heat for 2 minutes, with no fat.',
};

/** Minutes in a hot pan for a whole piece, turning once. */
export function searMinutes(item: PantryItem): number {
  switch (item.kind) {
    case 'poultry':
      return /thigh/.test(item.label) ? 14 : 12;
    case 'redmeat':
      return /ground|mince/.test(item.label) ? 8 : 8;
    case 'pork':
      return 10;
    case 'fish':
      return 8;
    case 'shellfish':
      return 4;
    case 'sausage':
      return 12;
    case 'cured':
      return 8;
    case 'tofu':
    case 'tempeh':
      return 8;
    default:
      return 10;
  }
}

/**
 * The simplest dish there is, so one main ingredient is always enough: a protein seared in a hot
 * pan, or vegetables sautéed with garlic, finished with what brightens them.
 */
export const panSeared = template(
  { id: 'pan-seared', name: 'Pan-Seared or Sautéed', mealTypes: ['lunch', 'dinner'], cuisines: ['american', 'french', 'italian', 'mediterranean', 'mexican', 'indian', 'asian'], difficulty: 'beginner' },
  (context, picker) => {
    // Seared whole, as the star of the plate: a fillet, a chop, a breast or a steak; not bacon or
    // sausage (a side or a flavouring), ground meat or canned tuna.
    const main = picker.one(is.any(SEARABLE, is.kind('beans')));
    const vegetables = picker.take(VEGETABLE, main ? 1 : 2).sort(HARD_FIRST);
    if (!main && vegetables.length === 0) return null;
    const aromatics = picker.take(is.kind('garlic', 'shallot', 'onion', 'chili', 'ginger'), 2);
    const butter = picker.one(is.kind('butter'));
    const flavor = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'hotSauce', 'soySauce']);
    const acid = picker.one(ACID);
    const herb = herbFor(picker, context.cuisine);
    const cheese = main ? null : picker.one(is.kind('cheese'));
    const pairing = picker.pairing(is.any(NUT, is.kind('stone', 'pome', 'grape', 'dried')));
    const searing = main && NEEDS_COOKING(main) ? main : null;
    const panAromatics = searing && butter ? [] : aromatics;
    // Without oil on hand (and butter, or nothing to buy) the sear needs none: see searFat.
    const fat = searFat(searing, context, butter !== null);
    // Vegetables alone, or warmed beans, with no fat at all are no dish to serve; a lean piece
    // without fat is poached rather than seared in a dry pan, where the kitchen can (poached.ts).
    if (fat === 'none' && (!searing || canPoach(context, searing))) return null;
    const minutes = searing ? searMinutes(searing) + (fat === 'butter' ? 2 : 0) : 0;
    const vegMinutes = vegetables.length ? Math.max(vegetables.every((item) => item.kind === 'leafy') ? 2 : 3, longestCook(vegetables)) : 0;
    const ingredients = [
      // The first step pats the piece dry, so the line does not say it twice.
      // A block of tofu sears as slabs, not whole (issue 31's blind reads: "a whole, unsliced 14 oz block").
      ...(main ? [amount(main, context, { prep: searing ? (main.kind === 'shellfish' ? main.food?.prep : main.kind === 'tofu' || main.kind === 'tempeh' ? 'cut into 1/2-inch slabs' : '') : undefined })] : []),
      ...vegetables.map((item) => amount(item, context, { share: main ? 0.8 : 1.2 })),
      ...aromatics.map((item) => amount(item, context, { prep: item.kind === 'onion' ? 'thinly sliced' : undefined })),
      ...flavor.map((item) => season(item, context)),
      ...(butter ? [`${fat === 'butter' && searing ? 3 : 2} tbsp ${butter.label}`] : []),
      ...(pairing ? [amount(pairing, context, { share: 0.3, prep: pairing.role === 'nut' ? 'toasted and chopped' : 'sliced' })] : []),
      ...(acid ? [season(acid, context)] : []),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(cheese ? [amount(cheese, context, { prep: 'crumbled' })] : []),
      ...(fat === 'oil' ? ['2 tbsp olive oil'] : []),
      'Salt and black pepper to taste',
    ];
    const flavorNames = flavor.map((item) => item.label);
    const vegFat = fat === 'oil' ? '' : butter ? ` in 1 tablespoon of the ${butter.label}` : '';
    const finishers = present([herb, cheese, pairing]);
    const instructions = [
      ...(searing
        ? [
            `Pat the ${searing.label} dry and season all over with ${join(['salt', 'pepper', ...flavorNames.map((name) => `the ${name}`)])}. Let ${pronoun(searing.label)} sit while the pan heats.`,
            `${SEAR_START[fat](searing.label, butter?.label ?? 'butter')} Lay in the ${searing.label} and leave ${pronoun(searing.label)} untouched until ${searing.kind === 'shellfish' ? 'pink underneath' : 'deeply browned'}, then turn and cook until done, about ${minutes} minutes in all${searing.kind === 'poultry' ? ' (165°F / 74°C inside)' : searing.kind === 'pork' ? ' (145°F / 63°C inside)' : ''}.`,
            `${butter ? `Add ${fat === 'butter' ? 'the rest of the' : 'the'} ${butter.label}${aromatics.length && !vegetables.length ? ` and the ${labels(aromatics)}` : ''} for the last 2 minutes, tilting the pan and spooning the foaming butter over the ${searing.label}. ` : aromatics.length && !vegetables.length ? `Lower the heat, add the ${labels(aromatics)} for the last minute and spoon the pan juices over the ${searing.label}. ` : ''}Transfer to a plate${['fish', 'shellfish', 'tofu', 'tempeh'].includes(searing.kind) ? '' : ' to rest for 5 minutes'}.`,
          ]
        : main
          ? [`Warm the ${main.label}${fat === 'oil' ? ' in the olive oil' : vegFat} in a skillet over medium heat${flavorNames.length ? ` with the ${join(flavorNames)}` : ''}, about 4 minutes, and season with salt.`]
          : []),
      ...(vegetables.length && fat === 'none'
        ? [
            // No fat at all: the vegetables steam in a splash of water in the covered pan.
            `${searing ? 'In the same pan' : 'In a large skillet over medium-high heat'}, cook ${panAromatics.length ? `the ${labels(panAromatics)} with 3 tablespoons of water for 1 minute, then add ` : 'the '}${panAromatics.length ? 'the ' : ''}${labels(vegetables)} with ${panAromatics.length ? '' : '3 tablespoons of water and '}a pinch of salt${!searing && flavorNames.length ? ` and the ${join(flavorNames)}` : ''}; cover and cook until tender, about ${vegMinutes} minutes, then uncover and let the last of the water cook off.`,
          ]
        : []),
      ...(vegetables.length && fat !== 'none'
        ? [
            `${searing ? 'In the same pan, cook' : `${fat === 'oil' ? 'Heat the olive oil' : `Melt 1 tablespoon of the ${butter?.label ?? 'butter'}`} in a large skillet over medium-high heat and cook`} ${panAromatics.length ? `the ${labels(panAromatics)} for ${panAromatics.some((item) => item.kind === 'onion' || item.kind === 'shallot') ? '3 minutes' : '1 minute'}, then add ` : ''}the ${labels(vegetables)} with a pinch of salt${!searing && flavorNames.length ? ` and the ${join(flavorNames)}` : ''}, stirring now and then, until ${vegetables.every((item) => item.kind === 'leafy') ? 'just wilted' : vegetables.every((item) => item.frozen) ? 'hot through' : 'tender and browned in spots'}, about ${vegMinutes} minutes.`,
          ]
        : []),
      `${acid ? `Squeeze over the ${acidName(acid)}${finishers.length ? ',' : ''} ` : ''}${finishers.length ? `scatter with the ${labels(finishers)} ` : ''}${acid || finishers.length ? 'and serve' : 'Season to taste and serve'}${searing && vegetables.length ? ` the ${searing.label} with the ${labels(vegetables)}` : ''}.`,
    ].map(sentence);
    const titled = present([main, ...vegetables]);
    return {
      title: searing
        ? `Pan-Seared ${titleOf([searing], 1)}${vegetables.length ? ` with ${titleOf(vegetables, 1)}` : ''}`
        : main
          ? `Warm ${titleOf([main], 1)}${vegetables.length ? ` and ${titleOf(vegetables, 1)}` : ''}`
          : `Sautéed ${titleOf(vegetables, 2)}${aromatics.some((item) => item.kind === 'garlic') ? ' with Garlic' : ''}`,
      description: sentence(`${labels(titled)} cooked simply in a hot pan${acid || herb ? ` and finished with ${join(present([acid ? acidName(acid) : null, herb?.label]))}` : ''}: quick, and it lets good ingredients speak.`),
      prepTime: prepMinutes(titled, 5),
      cookTime: minutes + vegMinutes + (searing ? 5 : 0),
      ingredients,
      instructions,
      keyItems: titled,
      pairing,
    };
  },
);
