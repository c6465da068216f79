/**
 * A lean piece poached: a fillet, shrimp or a chicken breast slipped into barely simmering broth
 * or aromatic water with the vegetables, then served with a ladle of that broth. It needs no fat,
 * which is why it is here: a kitchen without oil or butter got fish seared in a dry pan and
 * vegetables steamed in water (issue 31's samples), where a cook would poach.
 */
import type { PantryItem } from '../pantry.js';
import {
  ACID, COOKING_GREENS, GROUND_MEAT, NEEDS_COOKING, VEGETABLE,
  acidAdjective, acidName, amount, flavorItems, herbFor, is, join, labels, longestCook, prepMinutes, present, season, sentence, template, titleCase, titleOf, hasSalt,
  type TemplateContext, starchPrep,
} from './kit.js';

/** What flavours poaching water. */
const POACHING_AROMATICS = ['onion', 'shallot', 'leek', 'garlic', 'ginger', 'scallion'] as const;

/** Lean pieces that poach well; red meat and pork are seared or braised instead. */
const POACHABLE = (item: PantryItem): boolean => NEEDS_COOKING(item) && !GROUND_MEAT(item) && ['fish', 'shellfish', 'poultry'].includes(item.kind);

/**
 * True when the kitchen can poach a lean piece: broth, or an aromatic or a sharp note to flavour
 * the water. A sear without any fat gives way to it (see panSeared).
 */
export function canPoach(context: TemplateContext, piece: PantryItem): boolean {
  return POACHABLE(piece) && context.pantry.some((item) => item.kind === 'broth' || is.kind(...POACHING_AROMATICS)(item) || ACID(item));
}

/** Minutes at a bare simmer, by the piece. */
function poachMinutes(item: PantryItem): number {
  if (item.kind === 'shellfish') return 3;
  if (item.kind === 'fish') return 9;
  return /thigh|leg|drumstick/.test(item.label) ? 20 : 14;
}

/** How a piece is done, as a cook checks it. */
function doneWhen(item: PantryItem): string {
  if (item.kind === 'shellfish') return 'pink and just curled';
  if (item.kind === 'fish') return 'opaque and just flaking at the thickest part';
  return 'cooked through, 165°F (74°C) at the thickest part';
}

export const poached = template(
  { id: 'poached', name: 'Poached', mealTypes: ['lunch', 'dinner'], cuisines: ['french', 'asian', 'mediterranean', 'american'], difficulty: 'beginner' },
  (context, picker) => {
    const piece = picker.one(POACHABLE);
    if (!piece) return null;
    const broth = picker.one(is.kind('broth'));
    const aromatics = picker.take(is.kind(...POACHING_AROMATICS), 2);
    const acid = picker.one(ACID);
    // Water tastes of little: without broth it needs an aromatic or a sharp note to poach in.
    if (!broth && aromatics.length === 0 && !acid) return null;
    const vegetables = picker.take((item) => VEGETABLE(item) && item.kind !== 'leafy', 2);
    const greens = picker.one(COOKING_GREENS);
    const flavor = flavorItems(picker, context.cuisine, 1, ['soySauce', 'asianSauce', 'hotSauce', 'spice', 'driedHerb']);
    // Without salt the poaching liquid is seasoned with soy sauce, if there is some (the blind read: unsalted water served as broth).
    const soy = !hasSalt(context) && !flavor.some((item) => item.kind === 'soySauce') ? picker.one(is.kind('soySauce')) : null;
    const herb = herbFor(picker, context.cuisine);
    const starch = picker.one(is.kind('rice', 'noodle', 'potato'));
    const cups = Math.max(4, Math.round(context.servings * 1.25));
    const liquidLine = broth ? `${cups} cups ${broth.label}` : `${cups} cups water`;
    const potato = starch?.kind === 'potato' ? starch : null;
    const starchSteps = potato ? { steps: [], minutes: 0 } : starchPrep(starch);
    const ingredients = [
      amount(piece, context, { prep: piece.kind === 'shellfish' ? piece.food?.prep : '' }),
      ...vegetables.map((item) => amount(item, context, { share: 0.8 })),
      ...(potato ? [amount(potato, context, { share: 0.8, prep: 'cut into 1-inch chunks' })] : []),
      ...(greens ? [amount(greens, context, { share: 0.5 })] : []),
      liquidLine,
      ...aromatics.map((item) => amount(item, context, { prep: 'sliced' })),
      ...(acid ? [season(acid, context)] : []),
      ...(soy ? [`${context.servings > 4 ? 3 : 2} tbsp ${soy.label}`] : []),
      ...flavor.map((item) => season(item, context)),
      ...(herb ? [amount(herb, context, { prep: 'chopped' })] : []),
      ...(starch && !potato ? [amount(starch, context)] : []),
      'Salt and black pepper to taste',
    ];
    const liquidName = broth ? broth.label : 'water';
    const firstIn = present([potato, ...vegetables.filter((item) => longestCook([item]) > poachMinutes(piece))]);
    const withPiece = vegetables.filter((item) => !firstIn.includes(item));
    const firstMinutes = firstIn.length ? Math.max(5, longestCook(firstIn) - poachMinutes(piece)) : 0;
    const finish = present([acid && acid.kind === 'citrus' ? `the rest of the ${acidName(acid)}` : null, flavor.length ? `the ${labels(flavor)}` : null, herb ? `the ${herb.label}` : null]);
    const instructions = [
      ...starchSteps.steps,
      `Put the ${liquidName} in a wide pan with ${join(present([aromatics.length ? `the ${labels(aromatics)}` : null, acid && acid.kind === 'citrus' ? `half the ${acidName(acid)}` : acid ? `a splash of the ${acid.label}` : null, soy ? `the ${soy.label}` : 'a good pinch of salt']))}, bring to a simmer and let it steep for 5 minutes.`,
      ...(firstIn.length ? [`Add the ${labels(firstIn)} and simmer for ${firstMinutes} minutes.`] : []),
      `Lower the heat until the liquid barely trembles. Slip in the ${piece.label}${withPiece.length ? ` and the ${labels(withPiece)}` : ''}, just covered by the liquid (add hot water if not), and poach gently until ${doneWhen(piece)}, about ${poachMinutes(piece)} minutes. Do not let it boil, or the ${piece.label} toughens.`,
      ...(greens ? [`Stir the ${greens.label} into the liquid for the last minute to wilt.`] : []),
      `Lift out the ${piece.label} and vegetables with a slotted spoon into shallow bowls and spoon over a little of the poaching liquid.`,
      // The seasoning is a sentence of its own, so a kitchen without salt or pepper loses only that.
      `${finish.length ? `Finish with ${join(finish)}. ` : ''}Season with salt and pepper.${starch && !potato ? ` Serve with the ${starch.label} alongside.` : ''}`,
    ].map(sentence);
    const side = present([...vegetables, potato]);
    return {
      title: `${acid ? `${titleCase(acidAdjective(acid))}-` : ''}Poached ${titleOf([piece], 1)}${side.length ? ` with ${titleOf(side, 1)}` : ''}`,
      description: sentence(`${piece.label} poached gently in ${broth ? broth.label : 'aromatic water'}${side.length ? ` with ${labels(side)}` : ''}, served in a little of its broth: moist, light and made without fat.`),
      prepTime: prepMinutes([piece, ...side, ...aromatics], 5),
      cookTime: Math.max(starchSteps.minutes, 10 + firstMinutes + poachMinutes(piece) + (greens ? 1 : 0)),
      ingredients,
      instructions,
      keyItems: present([piece, ...side, greens]),
      pairing: null,
    };
  },
);
