/** Sweet templates: smoothie, yogurt parfait, fruit crisp and warm fruit compote. */
import { formatCookingQuantity } from '@sous/kitchen';
import {
  ACID, COOKING_FRUIT, FRESH_FRUIT, HERB, NUT,
  acidName, amount, is, join, labels, present, season, sentence, template, titleOf,
} from './kit.js';
import type { PantryItem } from '../pantry.js';

export const WARM_SPICE = (item: PantryItem): boolean => item.kind === 'spice' && /cinnamon|nutmeg|cardamom|ginger|allspice|clove|vanilla|pumpkin pie/.test(item.label);
export const SWEETENER = is.kind('syrup', 'sugar');
/** Cream or milk is poured over warm fruit; yogurt or ice cream takes the fruit spooned over it. */
const POURED = /\b(?:cream|milk|half[- ]and[- ]half)\b(?! cheese)/i;
/**
 * What a smoothie is blended with: milk of any kind or a fruit juice; not tea bags, coffee or
 * sparkling water, which share the drinks' kind but no cook pours into a blender with bananas.
 */
const BLENDING_LIQUID = (item: PantryItem): boolean =>
  is.kind('milk', 'plantMilk', 'coconutMilk')(item) || (item.kind === 'juice' && /juice|nectar|coconut water/i.test(item.name) && !/sparkling/i.test(item.name));
/** Plain oats thicken a smoothie; breakfast cereal and granola are eaten with it, not blended into it. */
export const ROLLED_OATS = (item: PantryItem): boolean => item.kind === 'oats' && /\boats?\b|oatmeal/i.test(item.name) && !/granola|cereal|bar/i.test(item.name);
export const cupLine = (item: PantryItem, cups: number): string => `${formatCookingQuantity(cups)} ${cups > 1 ? 'cups' : 'cup'} ${item.label}`;

export const smoothie = template(
  { id: 'smoothie', name: 'Smoothie', mealTypes: ['breakfast', 'snack'], cuisines: ['american', 'mediterranean', 'indian', 'asian', 'mexican'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const fruits = picker.take(is.all(FRESH_FRUIT, is.not(is.kind('melon'))), 2);
    if (fruits.length === 0) return null;
    const liquid = picker.one(BLENDING_LIQUID);
    const yogurt = picker.one(is.kind('yogurt'));
    const greens = picker.one((item) => item.kind === 'leafy' && /spinach|kale/.test(item.label));
    const boost = picker.one(is.any(is.kind('nutButter', 'seed'), ROLLED_OATS, (item) => item.role === 'nut' && /butter/.test(item.label)));
    const sweet = picker.one(is.kind('syrup'));
    const pairing = picker.pairing(is.any(HERB, WARM_SPICE, is.kind('ginger'), (item) => /avocado|carrot|cucumber/.test(item.label)));
    const cups = context.servings;
    const ingredients = [
      ...fruits.map((item) => amount(item, context, { share: 1.2 / fruits.length, prep: item.kind === 'banana' ? 'peeled and sliced' : undefined })),
      liquid ? amount(liquid, context, { share: 1.5, prep: '' }) : `${formatCookingQuantity(cups)} ${cups > 1 ? 'cups' : 'cup'} cold water`,
      ...(yogurt ? [amount(yogurt, context, { share: 0.5, prep: '' })] : []),
      ...(greens ? [amount(greens, context, { share: 0.5, prep: '' })] : []),
      ...(boost ? [amount(boost, context, { share: boost.kind === 'seed' ? 1 : 0.5, prep: '' })] : []),
      ...(sweet ? [`${formatCookingQuantity(Math.max(1, context.servings / 2))} tsp ${sweet.label}, to taste`] : []),
      ...(pairing ? [pairing.role === 'herb' ? amount(pairing, context, { share: 0.25, prep: 'leaves only' }) : season(pairing, context)] : []),
      `${formatCookingQuantity(cups)} ${cups > 1 ? 'cups' : 'cup'} ice`,
    ];
    const instructions = [
      `Pour the ${liquid ? liquid.label : 'water'}${yogurt ? ` and the ${yogurt.label}` : ''} into the blender first so the blades turn freely.`,
      `Add the ${labels(present([...fruits, greens, boost, pairing]))}${sweet ? ` and the ${sweet.label}` : ''}, then the ice.`,
      `Blend on high until completely smooth, about 1 minute, adding a splash more liquid if it is too thick to pour${context.servings >= 4 ? '; a blender holds about four glasses, so work in batches if yours is small' : ''}.`,
      `Taste, adjust the sweetness and serve right away in ${context.servings === 1 ? 'a chilled glass' : `${context.servings} chilled glasses`}.`,
    ];
    return {
      title: `${titleOf(present([...fruits, greens, pairing]), 2)} Smoothie`,
      description: sentence(`A thick, cold smoothie blended from ${labels(present([...fruits, liquid, yogurt, greens]))}${pairing ? ` with an unexpected hint of ${pairing.label}` : ''}.`),
      prepTime: 5,
      cookTime: 0,
      ingredients,
      instructions,
      keyItems: present([...fruits, greens]),
      pairing,
    };
  },
);

export const parfait = template(
  { id: 'yogurt-parfait', name: 'Yogurt Parfait', mealTypes: ['breakfast', 'snack', 'dessert'], cuisines: ['american', 'mediterranean', 'french', 'indian'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const yogurt = picker.one(is.kind('yogurt'));
    if (!yogurt) return null;
    const fruits = picker.take(is.all(FRESH_FRUIT, is.not(is.kind('melon'))), 2);
    const crunch = picker.one(is.any(NUT, is.kind('oats')));
    if (fruits.length === 0 && !crunch) return null;
    const sweet = picker.one(is.kind('syrup'));
    // Plain yogurt and nuts with nothing sweet is no dessert or breakfast treat (the blind read).
    if (fruits.length === 0 && !sweet) return null;
    const spice = picker.one(WARM_SPICE);
    const pairing = picker.pairing(is.any(HERB, is.kind('citrus', 'chocolate', 'dried')));
    // Rolled oats and nuts are toasted; breakfast cereal or granola is toasted already.
    const toasted = crunch !== null && (ROLLED_OATS(crunch) || NUT(crunch));
    const ingredients = [
      amount(yogurt, context, { share: 2, prep: '' }),
      ...fruits.map((item) => amount(item, context, { share: 0.8 / fruits.length, prep: item.food?.prep || 'sliced' })),
      ...(crunch ? [amount(crunch, context, { share: crunch.kind === 'oats' ? 0.5 : 1.5, prep: '' })] : []),
      ...(sweet ? [season(sweet, context)] : []),
      ...(spice ? [`Pinch of ${spice.label}`] : []),
      ...(pairing ? [pairing.kind === 'citrus' ? `1 tsp ${pairing.label} zest` : amount(pairing, context, { share: 0.25, prep: 'finely chopped' })] : []),
    ];
    const instructions = [
      ...(toasted && crunch
        ? [`Toast the ${crunch.label} in a dry skillet over medium heat, stirring, until golden and fragrant, 3 to 5 minutes${sweet && crunch.kind === 'oats' ? `; stir in a spoonful of the ${sweet.label} for the last minute so they cluster` : ''}. Let cool.`]
        : []),
      `Spoon a layer of ${yogurt.label} into each glass or bowl.`,
      `Add a layer of ${labels(present([...fruits, crunch]))}, then repeat the layers.`,
      `Finish with ${join(present([sweet ? `a drizzle of ${sweet.label}` : null, spice ? `a dusting of ${spice.label}` : null, pairing ? `the ${pairing.label}` : null])) || 'the last of the fruit'} and serve.`,
    ];
    return {
      title: `${titleOf(present([...fruits, crunch, pairing]), 2)} Yogurt Parfait`,
      description: sentence(`Layers of creamy ${yogurt.label} with ${labels(present([...fruits, crunch]))}${toasted ? `, the ${crunch?.label} toasted for crunch` : ': no cooking needed'}.`),
      prepTime: 5,
      cookTime: toasted ? 5 : 0,
      ingredients,
      instructions,
      keyItems: present([yogurt, ...fruits, crunch]),
      pairing,
    };
  },
);

export const fruitCrisp = template(
  { id: 'fruit-crisp', name: 'Fruit Crisp', mealTypes: ['dessert'], cuisines: ['american', 'french'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const fruits = picker.take(is.all(COOKING_FRUIT, is.not(is.kind('banana', 'grape'))), 2);
    if (fruits.length === 0) return null;
    // Rolled oats, not granola bars or cereal: they are baked already and burn in 40 minutes (issue 31's blind read).
    const oats = picker.one(ROLLED_OATS);
    const flour = picker.one((item) => item.kind === 'flour');
    if (!oats && !flour) return null;
    const butter = picker.one(is.kind('butter'));
    const sugar = picker.one(SWEETENER);
    // Oats and butter alone do not make a crumble (the blind read): the topping needs its sugar.
    if (!sugar) return null;
    const spice = picker.one(WARM_SPICE);
    const nut = picker.one(NUT);
    const acid = picker.one(ACID);
    const pairing = picker.pairing(is.any(HERB, is.kind('ginger'), (item) => item.kind === 'spice' && /pepper|chili|cardamom/.test(item.label)));
    const scale = context.servings / 6;
    const cupsTopping = Math.max(0.5, Math.round(scale * 1.5 * 4) / 4);
    const fat = butter ? `${formatCookingQuantity(Math.max(2, Math.round(scale * 8)))} tbsp ${butter.label}, cold and cubed` : `${formatCookingQuantity(Math.max(2, Math.round(scale * 6)))} tbsp vegetable oil`;
    const ingredients = [
      ...fruits.map((item) => amount(item, context, { share: 1.6 / fruits.length, prep: item.food?.prep || 'sliced' })),
      ...(acid ? [season(acid, context)] : []),
      ...(oats ? [cupLine(oats, flour ? cupsTopping / 2 : cupsTopping)] : []),
      ...(flour ? [cupLine(flour, oats ? cupsTopping / 2 : cupsTopping)] : []),
      fat,
      ...(sugar ? [`${formatCookingQuantity(Math.max(0.25, Math.round(scale * 0.5 * 4) / 4))} cup ${sugar.label}`] : []),
      ...(spice ? [`${formatCookingQuantity(Math.max(0.5, Math.round(scale * 2) / 2))} tsp ${spice.label}`] : []),
      ...(nut ? [amount(nut, context, { share: 2, prep: 'chopped' })] : []),
      ...(pairing ? [pairing.role === 'herb' ? amount(pairing, context, { share: 0.25, prep: 'finely chopped' }) : `1/4 tsp ${pairing.label}`] : []),
      'Pinch of salt',
    ];
    const topping = present([oats, flour, nut]);
    const tossWith = present([acid ? `the ${acidName(acid)}` : null, sugar ? `a third of the ${sugar.label}` : null, spice ? `half the ${spice.label}` : null, pairing ? `the ${pairing.label}` : null]);
    const instructions = [
      'Heat the oven to 375°F (190°C).',
      tossWith.length ? `Toss the ${labels(fruits)} with ${join(tossWith)} and spread in a baking dish.` : `Spread the ${labels(fruits)} in a baking dish.`,
      `Mix the ${labels(topping)}${sugar ? `, the remaining ${sugar.label}` : ''}${spice ? `, the rest of the ${spice.label}` : ''} and the salt, then ${butter ? `rub in the ${butter.label} with your fingertips until it forms clumps` : 'stir in the oil until the mixture clumps'}.`,
      'Scatter the topping over the fruit.',
      'Bake until the topping is golden and the fruit bubbles at the edges, 35 to 40 minutes. Cool for 10 minutes before serving.',
    ];
    return {
      title: `${titleOf(present([...fruits, pairing]), 2)} Crisp`,
      description: sentence(`Warm baked ${labels(fruits)} under a crunchy ${labels(topping)} topping.`),
      prepTime: 15,
      cookTime: 40,
      ingredients,
      instructions,
      keyItems: present([...fruits, ...topping]),
      pairing,
    };
  },
);

export const fruitCompote = template(
  { id: 'fruit-compote', name: 'Warm Fruit Compote', mealTypes: ['dessert', 'breakfast', 'snack'], cuisines: ['french', 'american', 'indian', 'mediterranean'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const fruits = picker.take(COOKING_FRUIT, 2);
    if (fruits.length === 0) return null;
    const sweet = picker.one(SWEETENER);
    // Unsweetened simmered fruit is sour stewed fruit, not a compote (issue 31's blind read).
    if (!sweet) return null;
    const spice = picker.one(WARM_SPICE);
    const acid = picker.one(ACID);
    const butter = picker.one(is.kind('butter'));
    const base = picker.one(is.kind('yogurt', 'cream'));
    const nut = picker.one(NUT);
    const pairing = picker.pairing(is.any(HERB, (item) => item.kind === 'spice' && /pepper|chili|cardamom|star anise/.test(item.label)));
    const ingredients = [
      ...fruits.map((item) => amount(item, context, { share: 1.2 / fruits.length, prep: item.food?.prep || 'chopped' })),
      season(sweet, context),
      ...(butter ? [`1 tbsp ${butter.label}`] : []),
      ...(spice ? [`1/2 tsp ${spice.label}`] : []),
      ...(pairing ? [pairing.role === 'herb' ? amount(pairing, context, { share: 0.25, prep: 'finely chopped' }) : `1/4 tsp ${pairing.label}`] : []),
      ...(acid ? [season(acid, context)] : []),
      // A scoop of ice cream is half a cup a serving; cream or yogurt by its own portion.
      ...(base ? [ICE_CREAM(base) ? `${cupLine(base, 0.5 * context.servings)}, for serving` : amount(base, context, { share: 1, prep: 'for serving' })] : []),
      ...(nut ? [amount(nut, context, { prep: 'toasted and chopped' })] : []),
      '1/4 cup water',
    ];
    const instructions = [
      `Put the ${labels(fruits)} in a saucepan with ${join(['the water', ...present([sweet, butter, spice]).map((item) => `the ${item.label}`)])}.`,
      'Bring to a simmer over medium heat, then cook, stirring now and then, until the fruit is soft and glossy and the juices have thickened, 8 to 12 minutes.',
      `Take off the heat${acid || pairing ? ` and stir in ${join(present([acid ? `the ${acidName(acid)}` : null, pairing ? `the ${pairing.label}` : null]))}` : ''}; the compote thickens as it cools.`,
      `Serve warm${base ? (POURED.test(base.label) && !/ice cream|sour cream/i.test(base.label) ? ` with the ${base.label} poured over` : ` spooned over the ${base.label}`) : ''}${nut ? `, scattered with the ${nut.label}` : ''}.`,
    ];
    return {
      title: `Warm ${titleOf(present([...fruits, pairing]), 2)} Compote`,
      description: sentence(`${labels(fruits)} simmered until soft and jammy${base ? (POURED.test(base.label) && !/ice cream|sour cream/i.test(base.label) ? `, served with ${base.label}` : `, served over ${base.label}`) : ''}: a quick way to use up ripe fruit.`),
      prepTime: 5,
      cookTime: 12,
      ingredients,
      instructions,
      keyItems: fruits,
      pairing,
    };
  },
);

const ICE_CREAM = (item: PantryItem): boolean => /\b(?:ice cream|gelato|frozen yogurt)\b/i.test(item.name);
const SUNDAE_TOPPING = is.any(FRESH_FRUIT, NUT, is.kind('chocolate'), (item) => item.kind === 'berry' || /\b(?:jam|preserves|granola)\b/i.test(item.name));

/**
 * Ice cream with what is on hand on top: the dessert a kitchen with ice cream, fruit, nuts or
 * chocolate makes, so a dessert request there is never answered with tacos (issue 31).
 */
export const sundae = template(
  { id: 'sundae', name: 'Sundae', mealTypes: ['dessert'], cuisines: ['american'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const iceCream = picker.one(ICE_CREAM);
    if (!iceCream) return null;
    const toppings = picker.take(SUNDAE_TOPPING, 2);
    if (toppings.length === 0) return null;
    const drizzle = picker.one(is.kind('syrup'));
    const ingredients = [
      cupLine(iceCream, Math.max(0.5, context.servings / 2)),
      ...toppings.map((item) =>
        item.kind === 'chocolate'
          ? `${formatCookingQuantity(Math.max(0.5, context.servings / 4))} oz ${item.label}, finely chopped`
          : /granola|bar\b/i.test(item.name)
            ? `${Math.ceil(context.servings / 2)} ${context.servings <= 2 ? item.label.replace(/s$/, '') : item.label}, crumbled`
            : amount(item, context, { share: 0.4, prep: item.role === 'nut' ? 'toasted and chopped' : undefined }),
      ),
      ...(drizzle ? [`${formatCookingQuantity(Math.max(1, context.servings / 2))} tbsp ${drizzle.label}`] : []),
    ];
    const nuts = toppings.filter((item) => item.role === 'nut');
    // Frozen berries on ice cream are rock-hard (issue 31's blind reads): they thaw first, their juice kept as a sauce.
    const frozen = toppings.filter((item) => item.frozen && item.role === 'fruit');
    const instructions = [
      ...(frozen.length ? [`Thaw the ${labels(frozen)} in a bowl in the microwave for 1 to 2 minutes, or for 30 minutes on the counter, keeping the juice.`] : []),
      `Take the ${iceCream.label} out of the freezer 5 minutes before serving so it scoops cleanly.`,
      ...(nuts.length ? [`Toast the ${labels(nuts)} in a dry skillet over medium heat until fragrant, about 3 minutes, then chop.`] : []),
      `Scoop the ${iceCream.label} into chilled bowls and top with the ${labels(toppings)}${drizzle ? `, then drizzle with the ${drizzle.label}` : ''}.`,
      'Serve right away.',
    ];
    return {
      title: `${titleOf(toppings, 2)} Sundae`,
      description: sentence(`Scoops of ${iceCream.label} topped with ${labels(toppings)}${drizzle ? ` and a drizzle of ${drizzle.label}` : ''}.`),
      prepTime: 5,
      cookTime: nuts.length ? 3 : 0,
      ingredients,
      instructions,
      keyItems: [iceCream, ...toppings],
      pairing: null,
    };
  },
);
