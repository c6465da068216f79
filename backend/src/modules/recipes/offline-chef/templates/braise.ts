/**
 * A braise: a cut of meat browned, then cooked slowly, covered, in tomatoes or broth with onion and
 * root vegetables until tender. The level (browning in batches, a gentle simmer, a reduced sauce)
 * and the time are the technique's, not a quick dish's: an intermediate dish of 50 minutes to over
 * two hours, depending on the cut.
 */
import { formatCookingQuantity } from '@sous/kitchen';
import type { PantryItem } from '../pantry.js';
import {
  TABLE_LOAF, VEGETABLE,
  amount, flavorItems, herbFor, is, join, labels, prepMinutes, present, season, sentence, template, titleOf, starchPrep,
} from './kit.js';

/** Minutes a cut needs, covered at a bare simmer, to turn tender; null for what is not braised (ground meat, bacon). */
function braisingMinutes(item: PantryItem): number | null {
  const name = `${item.food?.name ?? ''} ${item.label}`.toLowerCase();
  if (/ground|mince|bacon|sausage|deli|sliced/.test(name)) return null;
  if (item.kind === 'redmeat') return 90;
  if (item.kind === 'pork') return 50;
  // A breast dries out long before it is tender; thighs and legs braise (the blind read: breast braised "until tender").
  if (item.kind === 'poultry') return /breast|cutlet|tender/.test(name) ? null : 40;
  return null;
}

/** Vegetables that hold their shape through a long simmer (roots, celery, mushrooms, cabbage), not broccoli or peas. */
const BRAISING_VEGETABLE = (item: PantryItem): boolean =>
  (VEGETABLE(item) || item.kind === 'potato') && /carrot|potato|parsnip|turnip|rutabaga|celery|mushroom|fennel|cabbage|squash/.test(item.label);

export const braise = template(
  { id: 'braise', name: 'Braise', mealTypes: ['dinner', 'lunch'], cuisines: ['french', 'italian', 'american', 'asian', 'mexican', 'mediterranean'], difficulty: 'intermediate' },
  (context, picker) => {
    const meat = picker.one((item) => item.role === 'protein' && braisingMinutes(item) !== null);
    if (!meat) return null;
    const minutes = braisingMinutes(meat) ?? 40;
    const onion = picker.one(is.kind('onion', 'shallot', 'leek'));
    const garlic = picker.one(is.kind('garlic'));
    const tomatoes = picker.one(is.kind('tomatoes'));
    const broth = picker.one(is.kind('broth'));
    // A jar of salsa is a Mexican braising sauce; soy sauce with a sweetener and water, a Chinese red braise.
    const salsa = tomatoes || broth ? null : picker.one(is.kind('salsa'));
    const soy = tomatoes || broth || salsa ? null : picker.one(is.kind('soySauce'));
    const sweet = soy ? picker.one(is.kind('sugar', 'syrup')) : null;
    // Without a liquid with flavour there is no sauce, only boiled meat; tomatoes and broth need an
    // onion or garlic too, while a salsa or a soy braise carries its own.
    if (!tomatoes && !broth && !salsa && !(soy && sweet)) return null;
    if ((tomatoes || broth) && !onion && !garlic) return null;
    const vegetables = picker.take(BRAISING_VEGETABLE, 2);
    const flour = picker.one(is.kind('flour'));
    const flavor = flavorItems(picker, context.cuisine, 2, ['spice', 'driedHerb', 'soySauce', 'asianSauce', 'hotSauce', 'paste']);
    const herb = herbFor(picker, context.cuisine);
    // Rice, then pasta, then a crusty loaf takes up the sauce; never bagels or wraps (the blind read: a salsa braise with bagels).
    const starch = vegetables.some((item) => item.kind === 'potato')
      ? null
      : (picker.one(is.kind('rice')) ?? picker.one(is.kind('pasta')) ?? picker.one(TABLE_LOAF));
    const cubed = meat.kind === 'redmeat';
    const cups = formatCookingQuantity(Math.max(1, Math.round(context.servings * 0.5 * 2) / 2));
    const soyTbsp = formatCookingQuantity(Math.max(2, Math.round(context.servings * 0.75)));
    const sweetTbsp = formatCookingQuantity(Math.max(1, Math.round(context.servings * 0.4)));
    const ingredients = [
      amount(meat, context, { prep: cubed ? 'cut into 1 1/2-inch pieces' : '' }),
      ...(flour ? [`${context.servings > 4 ? 3 : 2} tbsp ${flour.label}`] : []),
      ...(onion ? [amount(onion, context, { prep: 'sliced' })] : []),
      ...(garlic ? [amount(garlic, context, { prep: 'minced' })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.6, prep: minutes >= 60 ? 'cut into large chunks' : 'cut into 1-inch pieces' })),
      ...(tomatoes ? [season(tomatoes, context)] : []),
      ...(broth ? [`${cups} ${cups === '1' ? 'cup' : 'cups'} ${broth.label}`] : []),
      ...(salsa ? [`${cups} ${cups === '1' ? 'cup' : 'cups'} ${salsa.label}`] : []),
      ...(soy && sweet ? [`${soyTbsp} tbsp ${soy.label}`, `${sweetTbsp} tbsp ${sweet.label}`, `${cups} ${cups === '1' ? 'cup' : 'cups'} water`] : []),
      ...flavor.map((item) => season(item, context)),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(starch ? [amount(starch, context)] : []),
      '2 tbsp olive oil',
      'Salt and black pepper to taste',
    ];
    const liquids = present([tomatoes?.label, broth?.label, salsa?.label, soy?.label, sweet?.label, soy ? 'water' : null]);
    const aromatic = onion ?? garlic;
    const starchSteps = starchPrep(starch);
    const instructions = [
      `Pat the ${meat.label} dry and season with ${soy ? 'pepper' : 'salt and pepper'}${flour ? `, then dust with the ${flour.label}, shaking off the excess` : ''}.`,
      `Heat the oil in a heavy pot or deep skillet with a lid over medium-high heat. Brown the ${meat.label} in batches without crowding, 3 to 4 minutes a side, until deeply browned. Set aside on a plate.`,
      ...(onion
        ? [`Lower the heat to medium and cook the ${onion.label} in the fat left in the pot, scraping up the browned bits, until soft and golden, about 8 minutes.${garlic ? ` Add the ${garlic.label} for 1 minute.` : ''}`]
        : garlic
          ? [`Lower the heat to medium and cook the ${garlic.label} in the fat left in the pot for 1 minute, scraping up the browned bits.`]
          : []),
      `Add the ${join([...liquids, ...flavor.map((item) => item.label)])}, bring to a simmer and return the ${meat.label} with any juices. The liquid should come halfway up the meat; add a splash of water if it does not.`,
      // A long braise takes the vegetables halfway through, so they hold their shape; a short one from the start.
      vegetables.length && minutes >= 60
        ? `Cover and cook at a bare simmer for ${Math.round(minutes / 2)} minutes, then add the ${labels(vegetables)} and simmer, covered, until the meat is tender, about ${minutes - Math.round(minutes / 2)} minutes more.`
        : vegetables.length
          ? `Add the ${labels(vegetables)}, cover and cook at a bare simmer until the meat is cooked through and the vegetables are tender, about ${minutes} minutes, turning the meat once.`
          : `Cover and cook at a bare simmer until the meat is tender, about ${minutes} minutes, turning it once.`,
      ...starchSteps.steps,
      `Lift out the ${meat.label}${vegetables.length ? ` and ${labels(vegetables)}` : ''}, boil the sauce uncovered until it coats a spoon, about 5 minutes, and season with ${soy ? 'pepper, and salt only if it needs it' : 'salt and pepper'}.`,
      `Pour the sauce over the ${meat.label}${herb ? ` and scatter with the ${herb.label}` : ''}${starch ? `, with the ${starch.label} alongside` : ''}.`,
    ];
    const main = [meat, ...vegetables];
    return {
      title: vegetables.length || aromatic ? `${soy ? 'Red-Braised' : 'Braised'} ${titleOf([meat], 1)} with ${titleOf(vegetables.length ? vegetables : present([aromatic]), 2)}` : `${salsa ? 'Salsa' : 'Soy'}-Braised ${titleOf([meat], 1)}`,
      description: sentence(`${meat.label} browned, then braised slowly in ${join(liquids)} with ${labels(present([onion, garlic, ...vegetables]))} until tender.`),
      prepTime: prepMinutes(present([...main, onion]), 10),
      cookTime: 20 + minutes + 5,
      ingredients,
      instructions,
      keyItems: main,
      pairing: null,
    };
  },
);
