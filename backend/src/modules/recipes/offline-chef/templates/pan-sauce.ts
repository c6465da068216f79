/**
 * A seared piece with a sauce made in its pan: the level is the sauce's. A pan sauce (the browned
 * bits deglazed with broth, juice or cream, reduced and finished with butter) is an intermediate
 * technique; a beurre blanc (a reduction of acid and shallot emulsified with cold butter, which
 * breaks if it boils) is an advanced one. Both come from what a kitchen holds: a chicken breast, a
 * chop, a steak or a fillet, an onion or shallot, and butter, broth, orange juice, a lemon or cream.
 */
import { formatCookingQuantity } from '@sous/kitchen';
import type { PantryItem } from '../pantry.js';
import { SEARABLE, SEAR_START, searFat, searMinutes } from './skillet.js';
import {
  ACID, TABLE_LOAF, VEGETABLE, acidAdjective, acidName, amount, titleCase, flavorItems, herbFor, is, isPlural, join, labels, longestCook, prepMinutes, present, pronoun, season, sentence, template, titleOf,
  type Picker, type TemplateContext, starchPrep,
} from './kit.js';

/** A whole piece that takes a pan sauce: poultry, a chop or a steak, a fish fillet; not shrimp, tofu or bacon. */
const SAUCED_PIECE = (item: PantryItem): boolean => SEARABLE(item) && ['poultry', 'redmeat', 'pork', 'fish'].includes(item.kind);
const SHALLOT_OR_ONION = is.kind('shallot', 'onion');
/** A starch to take up the sauce: rice, potatoes, pasta or a crusty loaf (not bagels or buns). */
const SAUCE_STARCH = is.any(is.kind('rice', 'potato', 'pasta'), TABLE_LOAF);

/** 'Orange ', 'Lemon-Butter ', 'Mustard Cream ' or nothing: the sauce's words before 'Pan Sauce' in a title. */
function sauceTitle(liquid: PantryItem | null, cream: PantryItem | null, acid: PantryItem | null, mustard: PantryItem | null): string {
  if (cream) return mustard ? 'Mustard Cream ' : 'Cream ';
  if (liquid?.kind === 'juice') return `${titleCase(liquid.label.replace(/ juice$/, ''))} `;
  if (liquid?.kind === 'wine') return `${titleCase(liquid.label.replace(/^dry /, ''))} `;
  if (acid) return `${titleCase(acidAdjective(acid))}-Butter `;
  return mustard ? 'Mustard ' : '';
}


/** How a starch is made ready beside a seared piece: potatoes boiled (they take a sauce best), pasta boiled, rice simmered. */
function sideSteps(starch: PantryItem | null): { steps: string[]; minutes: number; early: string[] } {
  if (!starch) return { steps: [], minutes: 0, early: [] };
  if (starch.kind === 'potato') {
    return { early: [`Cut the ${starch.label} into 1-inch chunks and simmer in salted water until tender, about 18 minutes; drain and keep warm.`], steps: [], minutes: 20 };
  }
  if (starch.kind === 'pasta') {
    return { early: [`Cook the ${starch.label} in plenty of salted boiling water until al dente, then drain.`], steps: [], minutes: 12 };
  }
  const prep = starchPrep(starch);
  return { early: starch.kind === 'rice' ? prep.steps : [], steps: starch.kind === 'rice' ? [] : prep.steps, minutes: prep.minutes };
}

interface Sauced {
  piece: PantryItem;
  aromatic: PantryItem | null;
  butter: PantryItem | null;
  starch: PantryItem | null;
  /** A vegetable steamed alongside (it needs no fat). */
  vegetable: PantryItem | null;
  herb: PantryItem | null;
}

/** The piece, its aromatic, the butter, a starch and a herb, or null when there is no piece to sear. */
function saucedPlate(picker: Picker, context: TemplateContext, pieceTest: (item: PantryItem) => boolean): Sauced | null {
  const piece = picker.one(pieceTest);
  if (!piece) return null;
  const aromatic = picker.one(SHALLOT_OR_ONION) ?? picker.one(is.kind('garlic'));
  const butter = picker.one(is.kind('butter'));
  const starch = picker.one(SAUCE_STARCH);
  // Mushrooms are browned in the pan and go into the sauce; they are never steamed (the blind read).
  const vegetable = picker.one((item) => VEGETABLE(item) && item.kind !== 'leafy' && !/mushroom/.test(item.label));
  const herb = herbFor(picker, context.cuisine);
  return { piece, aromatic, butter, starch, vegetable, herb };
}

/** Lines for the piece, its aromatic, starch and herb, which both sauces share. */
function plateLines(plate: Sauced, context: TemplateContext): string[] {
  return [
    // Seared whole, and patted dry in the first step: no 'cut into strips' from the food's usual prep.
    amount(plate.piece, context, { prep: '' }),
    ...(plate.aromatic ? [amount(plate.aromatic, context, { share: 0.5, prep: 'finely chopped' })] : []),
    ...(plate.starch ? [amount(plate.starch, context, { prep: plate.starch.kind === 'potato' ? '' : undefined })] : []),
    ...(plate.vegetable ? [amount(plate.vegetable, context, { share: 0.8 })] : []),
    ...(plate.herb ? [amount(plate.herb, context, { share: 0.5, prep: 'chopped' })] : []),
  ];
}

/** The vegetable steamed while the sauce reduces: no fat needed. */
function vegetableSteps(plate: Sauced): string[] {
  if (!plate.vegetable) return [];
  const minutes = Math.max(3, longestCook([plate.vegetable]));
  const when = plate.piece.kind === 'fish' || plate.piece.kind === 'shellfish' ? 'Meanwhile' : `While the ${plate.piece.label} ${isPlural(plate.piece.label) ? 'rest' : 'rests'}`;
  return [`${when}, steam the ${plate.vegetable.label} over simmering water until just tender, about ${minutes} minutes, and season with salt.`];
}

/** What sits beside the piece on the plate, for the serving step. */
const alongside = (plate: Sauced): string => {
  const sides = present([plate.starch, plate.vegetable]);
  return sides.length ? `, with the ${labels(sides)} alongside` : '';
};

/** 'cook until done, about 12 minutes in all (165°F / 74°C inside)' for the piece. */
function searStep(piece: PantryItem, fat: ReturnType<typeof searFat>, butterName: string, keepPan = true): string {
  const inside = piece.kind === 'poultry' ? ' (165°F / 74°C inside)' : piece.kind === 'pork' ? ' (145°F / 63°C inside)' : '';
  const minutes = searMinutes(piece) + (fat === 'butter' ? 2 : 0);
  const seafood = piece.kind === 'fish' || piece.kind === 'shellfish';
  return `${SEAR_START[fat](piece.label, butterName)} Lay in the ${piece.label} and leave ${pronoun(piece.label)} untouched until ${piece.kind === 'shellfish' ? 'pink underneath' : 'deeply browned'}, then turn and cook until done, about ${minutes} minutes in all${inside}. Transfer to a warm plate${seafood ? '' : ' to rest'}${keepPan ? ' and keep the pan and its browned bits' : ''}.`;
}

export const panSauce = template(
  { id: 'pan-sauce', name: 'Pan Sauce', mealTypes: ['dinner', 'lunch'], cuisines: ['french', 'american', 'mediterranean'], difficulty: 'intermediate' },
  (context, picker) => {
    const plate = saucedPlate(picker, context, SAUCED_PIECE);
    if (!plate) return null;
    // The liquid that lifts the browned bits: broth, a juice or wine, or cream; a lemon with water needs butter to round it.
    const liquid = picker.one(is.kind('broth', 'wine')) ?? picker.one((item) => item.kind === 'juice' && /orange|apple/.test(item.label));
    const cream = liquid ? null : picker.one(is.kind('cream'));
    const acid = liquid?.kind === 'juice' ? null : picker.one(ACID);
    // Water and lemon alone is thin and sharp: it needs the butter to round it. Broth alone reduces to a jus, a juice to a glaze.
    if (!liquid && !cream && !(acid && plate.butter)) return null;
    const glaze = liquid?.kind === 'juice' && !plate.butter;
    const mustard = cream || liquid?.kind === 'broth' ? picker.one((item) => item.kind === 'condiment' && /mustard/.test(item.label)) : null;
    // Mushrooms brown in the pan fat and cook on in the sauce, as in a classic mushroom pan sauce.
    const mushrooms = picker.one((item) => VEGETABLE(item) && /mushroom/.test(item.label));
    const flavor = flavorItems(picker, context.cuisine, 1, ['driedHerb', 'spice']);
    const fat = searFat(plate.piece, context, plate.butter !== null);
    // No fond without fat and a hot pan: a nonstick sear with no fat makes no pan sauce.
    if (fat === 'none') return null;
    const butterName = plate.butter?.label ?? 'butter';
    const cups = Math.max(0.5, Math.round(context.servings * 0.25 * 4) / 4);
    const cupsText = `${formatCookingQuantity(cups)} ${cups > 1 ? 'cups' : 'cup'}`;
    const mountTbsp = Math.max(2, Math.round(context.servings * 0.5 * 2) / 2);
    const liquidLine = liquid
      ? `${cupsText} ${liquid.label}`
      : cream
        ? `${formatCookingQuantity(Math.max(0.5, Math.round(context.servings * 0.15 * 4) / 4))} cup ${cream.label}`
        : `${cupsText} water`;
    const side = sideSteps(plate.starch);
    const ingredients = [
      ...plateLines(plate, context),
      ...(mushrooms ? [amount(mushrooms, context, { share: 0.6, prep: 'sliced' })] : []),
      liquidLine,
      ...(acid ? [season(acid, context)] : []),
      ...(mustard ? [`${context.servings > 4 ? 2 : 1} tbsp ${mustard.label}`] : []),
      ...flavor.map((item) => season(item, context)),
      ...(plate.butter ? [`${mountTbsp + (fat === 'butter' ? 1 : 0)} tbsp ${plate.butter.label}, cold`] : []),
      ...(fat === 'oil' ? ['2 tbsp olive oil'] : []),
      'Salt and black pepper to taste',
    ];
    const sauceName = sauceTitle(liquid, cream, acid, mustard);
    const sauceParts = present([plate.aromatic?.label, cream ? cream.label : liquid ? liquid.label : 'water', plate.butter ? 'butter' : null]);
    const liquidName = liquid ? liquid.label : cream ? cream.label : 'water';
    const instructions = [
      ...side.early,
      `Pat the ${plate.piece.label} dry and season all over with salt and pepper${flavor.length ? ` and the ${labels(flavor)}` : ''}.`,
      searStep(plate.piece, fat, butterName),
      ...vegetableSteps(plate),
      `Pour off all but a thin film of fat and lower the heat to medium.${mushrooms ? ` Add the ${mushrooms.label} and cook, stirring now and then, until browned and their liquid has cooked off, about 5 minutes.` : ''}${plate.aromatic ? ` ${mushrooms ? 'Stir in' : 'Cook'} the ${plate.aromatic.label}${mushrooms ? '' : ' in the pan, stirring,'} until soft, about 2 minutes.` : ''}`,
      `Pour in the ${liquidName}${acid && !cream ? ` and the ${acidName(acid)}` : ''} and scrape up the browned bits with a wooden spoon. Boil until ${glaze ? 'syrupy and reduced by about two thirds, 5 to 7 minutes' : `reduced by about half${cream ? ' and thick enough to coat the spoon' : ''}, 3 to 5 minutes`}${mustard ? `, then whisk in the ${mustard.label}` : ''}.`,
      `Pour in any juices from the plate${plate.butter ? '.' : ' and boil for 1 minute more.'}${plate.butter ? ` Take the pan off the heat and swirl in the cold ${butterName} a piece at a time until the sauce turns glossy and slightly thick.` : ''}${cream && acid ? ` Add a squeeze of the ${acidName(acid)}.` : ''} Season with salt and pepper to taste.`,
      ...side.steps,
      `Slice the ${plate.piece.label} if you like and spoon the sauce over${plate.herb ? `, scattered with the ${plate.herb.label}` : ''}${alongside(plate)}.`,
    ].map(sentence);
    return {
      title: `${titleOf([plate.piece], 1)} with ${mushrooms && sauceName === '' ? 'Mushroom ' : sauceName}Pan Sauce`,
      description: sentence(
        `${plate.piece.label} seared until deeply browned, with a sauce made in the same pan from the browned bits${sauceParts.length > 1 ? `, ${join(sauceParts)}` : ` and ${sauceParts[0]}`}.`,
      ),
      prepTime: prepMinutes(present([plate.piece, plate.aromatic]), 8),
      cookTime: Math.max(side.minutes, searMinutes(plate.piece) + 12 + (mushrooms ? 5 : 0)),
      ingredients,
      instructions,
      keyItems: present([plate.piece, liquid, cream, plate.vegetable, mushrooms]),
      pairing: null,
    };
  },
);

/** Fish, shrimp and chicken take a beurre blanc; a steak or a chop wants a darker sauce. */
const BEURRE_BLANC_PIECE = (item: PantryItem): boolean => SEARABLE(item) && ['fish', 'shellfish', 'poultry'].includes(item.kind);

export const beurreBlanc = template(
  { id: 'beurre-blanc', name: 'Beurre Blanc', mealTypes: ['dinner', 'lunch'], cuisines: ['french', 'american', 'mediterranean'], difficulty: 'advanced' },
  (context, picker) => {
    const plate = saucedPlate(picker, context, BEURRE_BLANC_PIECE);
    if (!plate || !plate.butter) return null;
    // The sauce is an emulsion of a sharp reduction and cold butter: an acid and a shallot or onion are the dish.
    const acid = picker.one(ACID);
    // A shallot or onion sharpens the reduction; lemon and butter alone still make the sauce (a beurre citron).
    const aromatic = plate.aromatic && SHALLOT_OR_ONION(plate.aromatic) ? plate.aromatic : null;
    if (!acid) return null;
    const wine = picker.one(is.kind('wine'));
    const cream = picker.one(is.kind('cream'));
    const fat = searFat(plate.piece, context, true);
    if (fat === 'none') return null;
    const butterTbsp = Math.max(6, Math.round(context.servings * 2));
    const side = sideSteps(plate.starch);
    const reduction = wine ? `${formatCookingQuantity(Math.max(0.25, Math.round(context.servings * 0.08 * 4) / 4))} cup ${wine.label}` : null;
    const ingredients = [
      ...plateLines({ ...plate, aromatic }, context),
      season(acid, context),
      ...(reduction ? [reduction] : []),
      ...(cream ? [`2 tbsp ${cream.label}`] : []),
      `${butterTbsp + (fat === 'butter' ? 1 : 0)} tbsp ${plate.butter.label}, cold, cut into cubes`,
      ...(fat === 'oil' ? ['2 tbsp olive oil'] : []),
      'Salt and black pepper to taste',
    ];
    const sauceBase = join(present([`the ${acidName(acid)}`, wine ? `the ${wine.label}` : '3 tablespoons of water', aromatic ? `the ${aromatic.label}` : null]));
    const instructions = [
      ...side.early,
      `For the sauce, simmer ${sauceBase} in a small saucepan over medium heat until only about 2 tablespoons of liquid are left, 6 to 8 minutes.${cream ? ` Add the ${cream.label} and bubble for 30 seconds: it steadies the sauce.` : ''}`,
      `Turn the heat to its lowest. Whisk in the cold ${plate.butter.label} a cube or two at a time, adding more only as each melts into a creamy, pale sauce; lift the pan off the heat now and then. It must never boil, or it splits.${aromatic ? ` Strain out the ${aromatic.label} if you like a smooth sauce.` : ''} Season with salt and pepper. Keep it warm off the heat.`,
      `Pat the ${plate.piece.label} dry and season with salt and pepper.`,
      searStep(plate.piece, fat, plate.butter.label, false),
      ...vegetableSteps(plate),
      ...side.steps,
      `Spoon the beurre blanc over the ${plate.piece.label}${plate.herb ? ` and scatter with the ${plate.herb.label}` : ''}${alongside(plate)}. Serve at once: the sauce does not wait.`,
    ].map(sentence);
    return {
      title: `${titleOf([plate.piece], 1)} with ${titleCase(acidAdjective(acid))} Beurre Blanc`,
      description: sentence(`${plate.piece.label} seared golden under a beurre blanc: a reduction of ${join(present([acidName(acid), aromatic?.label]))} whisked with cold butter into a silky, sharp sauce.`),
      prepTime: prepMinutes(present([plate.piece, aromatic]), 10),
      cookTime: Math.max(side.minutes, 8 + searMinutes(plate.piece) + 6),
      ingredients,
      instructions,
      keyItems: present([plate.piece, plate.vegetable]),
      pairing: null,
    };
  },
);
