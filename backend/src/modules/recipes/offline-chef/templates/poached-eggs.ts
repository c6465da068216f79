/**
 * Poached eggs on toast, and the same under a hollandaise. Poaching (a bare simmer, a whirl, three
 * minutes) is an intermediate technique; a hollandaise (yolks whisked over steam into a ribbon,
 * then warm butter beaten in without splitting) is an advanced one: Eggs Benedict with ham or
 * bacon, Florentine with spinach, Royale with smoked salmon. Eggs, bread and butter are in most
 * kitchens, so this is where a breakfast of a cook's level comes from.
 */
import { formatCookingQuantity } from '@sous/kitchen';
import { countedLabel, type PantryItem } from '../pantry.js';
import { eggsOnHand } from './eggs.js';
import {
  ACID, COOKING_GREENS, EGG, LOAF, acidName, amount, herbFor, titleCase, is, join, labels, present, sentence, template, type Picker, type TemplateContext,
} from './kit.js';

/** Bread to poach eggs onto: slices, bagels or English muffins, not crumbs, wraps or buns. */
const EGG_BREAD = (item: PantryItem): boolean => LOAF(item) && !/\b(?:buns?|rolls?|biscuits?)\b/i.test(item.label);
/** What goes under the egg: ham, bacon, smoked salmon or deli meat; else wilted greens or avocado. */
const UNDER_MEAT = (item: PantryItem): boolean => item.kind === 'deli' || (item.kind === 'cured' && /bacon|ham|prosciutto|pancetta/i.test(item.label)) || /smoked salmon|lox/i.test(item.label);
const AVOCADO = (item: PantryItem): boolean => /avocado/i.test(item.label);

interface EggPlate {
  egg: PantryItem;
  eggs: number;
  bread: PantryItem;
  under: PantryItem | null;
  greens: PantryItem | null;
  avocado: PantryItem | null;
  herb: PantryItem | null;
}

/** Two eggs a serving on two halves of bread, with what goes under them; null when the eggs or bread are not there. */
function eggPlate(picker: Picker, context: TemplateContext, extraYolks: number): EggPlate | null {
  const egg = picker.one(EGG);
  if (!egg) return null;
  const eggs = 2 * context.servings;
  const onHand = eggsOnHand(egg);
  if (onHand !== null && onHand < eggs + extraYolks) return null;
  const bread = picker.one(EGG_BREAD);
  if (!bread) return null;
  const under = picker.one(UNDER_MEAT);
  const greens = picker.one(COOKING_GREENS);
  const avocado = under || greens ? null : picker.one(AVOCADO);
  const herb = herbFor(picker, context.cuisine);
  return { egg, eggs, bread, under, greens, avocado, herb };
}

/** What goes under the eggs, in order. */
const toppingsOf = (plate: EggPlate): PantryItem[] => present([plate.under, plate.greens, plate.avocado]);
/** ' with ham and spinach' for a description, or nothing. */
const withToppings = (plate: EggPlate): string => (toppingsOf(plate).length ? ` with ${labels(toppingsOf(plate))}` : '');
/** Minutes of poaching, four eggs at a time, and of crisping bacon. */
const plateMinutes = (plate: EggPlate): number => 3 * Math.ceil(plate.eggs / 4) + (plate.under && /bacon/i.test(plate.under.label) ? 4 : 0);

/** 'English muffins, split' one a serving, or two slices of bread a serving, toasted. */
function breadLine(bread: PantryItem, servings: number): string {
  if (/bagel|muffin/i.test(bread.label)) return `${formatCookingQuantity(servings)} ${countedLabel(bread.label, servings)}, split`;
  return `${formatCookingQuantity(2 * servings)} slices ${bread.label}`;
}

function plateLines(plate: EggPlate, context: TemplateContext, yolks: number): string[] {
  const total = plate.eggs + yolks;
  return [
    `${formatCookingQuantity(total)} ${countedLabel(plate.egg.label, total)}, as fresh as you have`,
    breadLine(plate.bread, context.servings),
    ...(plate.under ? [amount(plate.under, context, { share: 0.5, prep: '' })] : []),
    ...(plate.greens ? [amount(plate.greens, context, { share: 0.6, prep: '' })] : []),
    ...(plate.avocado ? [amount(plate.avocado, context, { share: 0.5, prep: 'halved and pitted' })] : []),
    ...(plate.herb ? [amount(plate.herb, context, { share: 0.3, prep: 'chopped' })] : []),
  ];
}

/** Getting what goes under the egg ready while the water heats. */
function underSteps(plate: EggPlate, fatName: string | null): string[] {
  const steps: string[] = [];
  if (plate.under && plate.under.kind === 'cured' && /bacon/i.test(plate.under.label)) {
    steps.push(`Cook the ${plate.under.label} in a dry skillet over medium heat until crisp, about 8 minutes; drain on paper towels.`);
  } else if (plate.under && !/smoked salmon|lox/i.test(plate.under.label)) {
    steps.push(`Warm the ${plate.under.label} in a dry skillet over medium heat, about 1 minute a side.`);
  }
  if (plate.greens) {
    steps.push(`Wilt the ${plate.greens.label} in ${fatName ? `a little of the ${fatName}` : 'a splash of water'} in a skillet over medium heat with a pinch of salt, about 2 minutes; squeeze out the liquid.`);
  }
  return steps;
}

/** Poaching, as a cook does it: a bare simmer, a little vinegar if there is some, one egg at a time from a cup. */
function poachSteps(plate: EggPlate, vinegar: PantryItem | null): string[] {
  return [
    `Bring a wide, deep pan of water to a bare simmer, with small bubbles only at the bottom${vinegar ? `, and add a tablespoon of the ${vinegar.label}` : ''}.`,
    `Crack each egg into a small cup. Stir the water into a gentle whirl, slip in the eggs one at a time, up to four at once, and poach until the whites are set and the yolks still soft, 3 minutes. Lift out with a slotted spoon onto a towel; repeat with the rest.`,
  ];
}

/** 'the avocado, mashed,' / 'the ham' / 'the spinach' on the toast before the egg. */
function assembleStep(plate: EggPlate, sauce: string | null): string {
  const under = present([plate.under?.label, plate.greens?.label]);
  const base = plate.avocado ? `Scoop the ${plate.avocado.label} onto the toast and mash it roughly with a fork and a pinch of salt` : under.length ? `Top the toast with the ${join(under)}` : 'Set out the toast';
  // The seasoning is a sentence of its own, so a kitchen without pepper loses only that sentence.
  return `${base}${sauce ? ',' : ' and'} set a poached egg on each piece${sauce ? ` and spoon over the ${sauce}` : ''}${plate.herb ? `, scattered with the ${plate.herb.label}` : ''}. Season with salt and pepper. Serve at once.`;
}

const VINEGAR = (item: PantryItem): boolean => item.kind === 'acid' && /vinegar/i.test(item.label) && !/balsamic/i.test(item.label);

export const poachedEggs = template(
  { id: 'poached-eggs', name: 'Poached Eggs', mealTypes: ['breakfast', 'lunch'], cuisines: ['american', 'french', 'mediterranean'], difficulty: 'intermediate' },
  (context, picker) => {
    const plate = eggPlate(picker, context, 0);
    if (!plate) return null;
    const vinegar = picker.one(VINEGAR);
    const butter = picker.one(is.kind('butter'));
    const ingredients = [
      ...plateLines(plate, context, 0),
      ...(vinegar ? ['1 tbsp ' + vinegar.label] : []),
      ...(butter ? [`${context.servings > 4 ? 3 : 2} tbsp ${butter.label}`] : []),
      'Salt and black pepper to taste',
    ];
    const instructions = [
      ...underSteps(plate, butter?.label ?? null),
      ...poachSteps(plate, vinegar),
      `Meanwhile toast the ${plate.bread.label}${butter ? ` and butter it with the ${butter.label}` : ''}.`,
      assembleStep(plate, null),
    ].map(sentence);
    const on = plate.under ? ` and ${titleWord(plate.under)}` : plate.greens ? ` and ${titleWord(plate.greens)}` : plate.avocado ? ' and Avocado' : '';
    return {
      title: `Poached Eggs${on} on Toast`,
      description: sentence(`Soft poached eggs, whites set and yolks runny, on toasted ${plate.bread.label}${withToppings(plate)}.`),
      prepTime: 5,
      cookTime: 8 + plateMinutes(plate),
      ingredients,
      instructions,
      keyItems: [plate.egg, ...toppingsOf(plate)],
      pairing: null,
    };
  },
);

const titleWord = (item: PantryItem): string => titleCase(item.label);

/** The name of the classic by what goes under the egg. */
function benedictTitle(plate: EggPlate): string {
  if (plate.under && /smoked salmon|lox/i.test(plate.under.label)) return 'Eggs Royale';
  if (plate.under) return `Eggs Benedict with ${titleWord(plate.under)}`;
  if (plate.greens) return 'Eggs Florentine';
  return plate.avocado ? 'Avocado Eggs Benedict' : 'Poached Eggs Hollandaise';
}

export const eggsBenedict = template(
  { id: 'eggs-benedict', name: 'Eggs Benedict', mealTypes: ['breakfast', 'lunch'], cuisines: ['american', 'french'], difficulty: 'advanced' },
  (context, picker) => {
    // A hollandaise: three yolks for up to four servings, one more for each two after.
    const yolks = 3 + Math.max(0, Math.ceil((context.servings - 4) / 2));
    const plate = eggPlate(picker, context, yolks);
    if (!plate) return null;
    const butter = picker.one(is.kind('butter'));
    const acid = picker.one(ACID);
    if (!butter || !acid) return null;
    const vinegar = VINEGAR(acid) ? acid : picker.one(VINEGAR);
    const butterTbsp = 8 + 2 * Math.max(0, yolks - 3);
    const ingredients = [
      ...plateLines(plate, context, yolks),
      `${butterTbsp} tbsp ${butter.label}`,
      acid.kind === 'citrus' ? `1/2 ${countedLabel(acid.label, 1)}, juiced` : `2 tsp ${acid.label}`,
      ...(vinegar && vinegar !== acid ? ['1 tbsp ' + vinegar.label] : []),
      'Salt and black pepper to taste',
    ];
    const instructions = [
      `Separate ${yolks} of the eggs; keep the whites for another dish. Melt the ${butter.label} in a small pan and keep it warm, not hot.`,
      `For the hollandaise, whisk the yolks with the ${acid.kind === 'citrus' ? acidName(acid) : acid.label}, 1 tablespoon of water and a pinch of salt in a heatproof bowl set over barely simmering water, the bowl not touching it, until thick, pale and the whisk leaves a trail, 2 to 3 minutes. Lift the bowl off the heat whenever the edges start to set.`,
      `Off the heat, whisk in the warm ${butter.label} a few drops at a time, then in a thin stream, until the sauce is thick and glossy. If it gets too thick, whisk in a teaspoon of warm water; if it splits, whisk it a spoonful at a time into a fresh yolk. Keep the bowl over the warm (not simmering) water.`,
      ...underSteps(plate, butter.label),
      ...poachSteps(plate, vinegar),
      `Meanwhile toast the ${plate.bread.label}.`,
      assembleStep(plate, 'hollandaise'),
    ].map(sentence);
    return {
      title: benedictTitle(plate),
      description: sentence(
        `Poached eggs on toasted ${plate.bread.label}${withToppings(plate)}, under a warm hollandaise whisked from yolks, ${acid.kind === 'citrus' ? acidName(acid) : acid.label} and butter.`,
      ),
      prepTime: 10,
      cookTime: 15 + plateMinutes(plate),
      ingredients,
      instructions,
      keyItems: [plate.egg, ...toppingsOf(plate)],
      pairing: null,
    };
  },
);
