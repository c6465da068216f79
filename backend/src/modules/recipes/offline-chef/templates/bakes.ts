/**
 * Slow dishes from the cupboard: what a cook makes when there is time (issue 31: "elaborate"
 * breakfasts, snacks and desserts came back as five-minute smoothies). Granola baked low, a bread
 * pudding or a savoury strata that soaks before it bakes, rice simmered slowly in milk, apples
 * baked whole. Each takes the better part of an hour or more, honestly timed.
 */
import { formatCookingQuantity } from '@sous/kitchen';
import { countedLabel, type PantryItem } from '../pantry.js';
import { eggsOnHand } from './eggs.js';
import { ROLLED_OATS, SWEETENER, WARM_SPICE, cupLine } from './sweet.js';
import {
  CHEESE, COOKING_GREENS, EGG, LOAF, NUT, VEGETABLE, amount, is, labels, present, sentence, template, titleOf,
} from './kit.js';

const DRIED_FRUIT = is.kind('dried');
/** A neutral fat for baking: butter, or oil when there is no butter. */
const BUTTER = is.kind('butter');
const OIL = (item: PantryItem): boolean => item.role === 'fat' && /\boil\b/i.test(item.name) && !/spray|sesame|chili/i.test(item.name);
/** Bread that soaks up a custard: a loaf, bagels or rolls, not crackers, tortillas or crumbs. */
const SOAKING_BREAD = LOAF;
const MILK = (item: PantryItem): boolean => item.kind === 'milk' || (item.kind === 'cream' && !/ice cream|sour|whipped/i.test(item.label));

/** Eggs a custard of this size needs, or null when the kitchen has fewer. */
function custardEggs(egg: PantryItem, servings: number): number | null {
  const eggs = Math.max(2, Math.round(servings * 0.75));
  const onHand = eggsOnHand(egg);
  return onHand !== null && onHand < eggs ? null : eggs;
}

export const granola = template(
  { id: 'granola', name: 'Granola', mealTypes: ['breakfast', 'snack'], cuisines: ['american'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const oats = picker.one(ROLLED_OATS);
    const sweet = picker.one(is.kind('syrup')) ?? picker.one(SWEETENER);
    const fat = picker.one(OIL) ?? picker.one(BUTTER);
    if (!oats || !sweet || !fat) return null;
    const nut = picker.one((item) => NUT(item) && !/butter/.test(item.label));
    const dried = picker.one(DRIED_FRUIT);
    const spice = picker.one(WARM_SPICE);
    // Half a cup of oats a serving: granola keeps, so a batch is never less than three cups.
    const cups = Math.max(3, Math.round(context.servings * 0.5 * 2) / 2);
    const sweetCups = Math.max(0.25, Math.round((cups / 6) * 4) / 4);
    const fatTbsp = Math.max(3, Math.round((cups / 3) * 3));
    const ingredients = [
      cupLine(oats, cups),
      ...(nut ? [amount(nut, context, { share: 1, prep: 'roughly chopped' })] : []),
      `${formatCookingQuantity(sweetCups)} cup ${sweet.label}`,
      `${fatTbsp} tbsp ${fat.label}${fat.kind === 'butter' ? ', melted' : ''}`,
      ...(spice ? [`1 tsp ${spice.label}`] : []),
      'Pinch of salt',
      ...(dried ? [amount(dried, context, { share: 0.5, prep: 'chopped' })] : []),
    ];
    const instructions = [
      'Heat the oven to 300°F (150°C) and line a sheet pan with parchment.',
      `Mix the ${labels(present([oats, nut]))}${spice ? `, the ${spice.label}` : ''} and the salt in a large bowl.`,
      `Warm the ${sweet.label} with the ${fat.label} until runny, pour over the oats and stir until every flake is coated.`,
      'Spread thinly on the pan and press down lightly with the back of a spoon.',
      'Bake for 40 to 45 minutes, turning the pan (not stirring) halfway, until deep golden and dry to the touch.',
      `Cool completely on the pan, where it crisps and sets into clusters${dried ? `, then break it up and toss with the ${dried.label}` : ', then break it up'}. It keeps two weeks in a jar.`,
    ].map(sentence);
    return {
      title: `${nut || dried ? `${titleOf(present([nut, dried]), 2)} ` : ''}Granola`,
      description: sentence(`Crisp clusters of ${labels(present([oats, nut, dried]))} baked slowly with ${sweet.label}: a batch to keep for breakfasts and snacks.`),
      prepTime: 10,
      cookTime: 45 + 30,
      ingredients,
      instructions,
      keyItems: present([oats, nut, dried]),
      pairing: null,
    };
  },
);

export const breadPudding = template(
  { id: 'bread-pudding', name: 'Bread Pudding', mealTypes: ['dessert', 'breakfast'], cuisines: ['american', 'french'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const bread = picker.one(SOAKING_BREAD);
    const egg = picker.one(EGG);
    const milk = picker.one(MILK);
    const sweet = picker.one(SWEETENER);
    if (!bread || !egg || !milk || !sweet) return null;
    const eggs = custardEggs(egg, context.servings);
    if (eggs === null) return null;
    const butter = picker.one(BUTTER);
    const fruit = picker.one((item) => DRIED_FRUIT(item) || (item.role === 'fruit' && /apple|pear|banana|berr|peach/.test(item.label)));
    const spice = picker.one(WARM_SPICE);
    const milkCups = Math.max(1, Math.round(context.servings * 0.5 * 4) / 4);
    const ingredients = [
      amount(bread, context, { share: 1, prep: 'torn into 1-inch pieces, a day old if you have it' }),
      `${eggs} ${countedLabel(egg.label, eggs)}`,
      `${formatCookingQuantity(milkCups)} ${milkCups > 1 ? 'cups' : 'cup'} ${milk.label}`,
      `${formatCookingQuantity(Math.max(0.25, Math.round(context.servings * 0.06 * 4) / 4))} cup ${sweet.label}`,
      ...(butter ? [`${Math.max(2, Math.round(context.servings / 2))} tbsp ${butter.label}, melted, plus a little for the dish`] : []),
      ...(fruit ? [amount(fruit, context, { share: 0.5, prep: fruit.kind === 'dried' ? 'chopped' : 'diced' })] : []),
      ...(spice ? [`1 tsp ${spice.label}`] : []),
      'Pinch of salt',
    ];
    const instructions = [
      `${butter ? `Butter a baking dish with a little of the ${butter.label}` : 'Line a baking dish with parchment'} and spread the ${bread.label} in it${fruit ? `, scattering the ${fruit.label} between the pieces` : ''}.`,
      `Whisk the eggs, ${milk.label}, ${sweet.label}${spice ? `, ${spice.label}` : ''}${butter ? ` and melted ${butter.label}` : ''} with the salt, pour over the bread and press it down so every piece is soaked.`,
      'Leave to soak for 20 minutes while the oven heats to 350°F (175°C).',
      'Bake until puffed, golden on top and just set in the middle (a knife comes out clean), 40 to 45 minutes. Rest for 10 minutes before serving warm.',
    ].map(sentence);
    return {
      title: `${fruit ? `${titleOf([fruit], 1)} ` : ''}Bread Pudding`,
      description: sentence(`${bread.label} soaked in a custard of eggs and ${milk.label}${fruit ? ` with ${fruit.label}` : ''} and baked until puffed and golden: a way to use bread that is past its best.`),
      prepTime: 15,
      cookTime: 20 + 45 + 10,
      ingredients,
      instructions,
      keyItems: present([bread, egg, fruit]),
      pairing: null,
    };
  },
);

export const strata = template(
  { id: 'strata', name: 'Savory Strata', mealTypes: ['breakfast', 'lunch'], cuisines: ['american', 'italian', 'french'], difficulty: 'beginner' },
  (context, picker) => {
    const bread = picker.one(SOAKING_BREAD);
    const egg = picker.one(EGG);
    const milk = picker.one(MILK);
    const cheese = picker.one(CHEESE);
    if (!bread || !egg || !milk || !cheese) return null;
    const eggs = custardEggs(egg, context.servings);
    if (eggs === null) return null;
    const meat = picker.one((item) => item.kind === 'deli' || (item.kind === 'cured' && /ham|bacon/.test(item.label)));
    const vegetables = picker.take(is.any(COOKING_GREENS, (item) => VEGETABLE(item) && /mushroom|pepper|onion|zucchini|broccoli|tomato|pea|asparagus/.test(item.label)), 2);
    const butter = picker.one(BUTTER);
    const bacon = meat && /bacon/.test(meat.label) ? meat : null;
    const milkCups = Math.max(1, Math.round(context.servings * 0.5 * 4) / 4);
    const ingredients = [
      amount(bread, context, { share: 1, prep: 'cut into 1-inch cubes' }),
      `${eggs} ${countedLabel(egg.label, eggs)}`,
      `${formatCookingQuantity(milkCups)} ${milkCups > 1 ? 'cups' : 'cup'} ${milk.label}`,
      amount(cheese, context, { share: 1, prep: cheese.kind === 'meltingCheese' ? 'shredded' : 'grated' }),
      ...(meat ? [amount(meat, context, { share: 0.5, prep: bacon ? 'chopped' : 'torn into pieces' })] : []),
      ...vegetables.map((item) => amount(item, context, { share: 0.5 })),
      ...(butter ? [`1 tbsp ${butter.label}, for the dish`] : []),
      'Salt and black pepper to taste',
    ];
    const cookFirst = vegetables.filter((item) => item.kind !== 'leafy' || item.food?.cookable !== false);
    const instructions = [
      `${butter ? `Butter a baking dish with the ${butter.label}` : 'Line a baking dish with parchment'}.`,
      ...(bacon ? [`Cook the ${bacon.label} in a dry skillet over medium heat until crisp, about 7 minutes; lift out, leaving the fat.`] : []),
      ...(cookFirst.length ? [`${bacon ? 'In the bacon fat, cook' : 'Cook'} the ${labels(cookFirst)} in a skillet${bacon ? '' : ' with a splash of water'} over medium heat until soft and any liquid has cooked off, 5 to 8 minutes.`] : []),
      `Layer the ${bread.label} in the dish with the ${labels(present([meat, ...cookFirst]))}${present([meat, ...cookFirst]).length ? ' and' : ''} two thirds of the ${cheese.label}.`,
      `Whisk the eggs with the ${milk.label}, salt and pepper, pour over and press the bread down. Top with the rest of the ${cheese.label}.`,
      'Cover and leave to soak for at least 30 minutes, or overnight in the fridge, while the oven heats to 350°F (175°C).',
      'Bake uncovered until puffed, golden and set in the middle, 45 to 50 minutes. Rest 10 minutes and cut into squares.',
    ].map(sentence);
    return {
      title: `${titleOf(present([meat, ...vegetables, cheese]), 2)} Strata`,
      description: sentence(`A savoury bread pudding: ${bread.label} layered with ${labels(present([meat, ...vegetables, cheese]))}, soaked in eggs and ${milk.label} and baked until puffed.`),
      prepTime: 20,
      cookTime: 30 + 50 + 10,
      ingredients,
      instructions,
      keyItems: present([bread, egg, cheese, meat, ...vegetables]),
      pairing: null,
    };
  },
);

export const ricePudding = template(
  { id: 'rice-pudding', name: 'Rice Pudding', mealTypes: ['dessert', 'breakfast'], cuisines: ['american', 'mediterranean', 'indian', 'mexican'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const rice = picker.one((item) => item.kind === 'rice' && !/wild|brown/i.test(item.label));
    const milk = picker.one((item) => item.kind === 'milk' || item.kind === 'plantMilk' || item.kind === 'coconutMilk');
    const sweet = picker.one(SWEETENER);
    if (!rice || !milk || !sweet) return null;
    const spice = picker.one(WARM_SPICE);
    const citrus = picker.one((item) => item.kind === 'citrus' && /lemon|orange/.test(item.label));
    const topping = picker.one((item) => DRIED_FRUIT(item) || (NUT(item) && !/butter/.test(item.label)) || item.kind === 'berry');
    // A quarter cup of rice and a cup of milk a serving: the rice swells slowly into a loose pudding.
    const riceCups = Math.max(0.5, Math.round(context.servings * 0.25 * 4) / 4);
    const milkCups = riceCups * 4;
    const ingredients = [
      `${formatCookingQuantity(riceCups)} ${riceCups > 1 ? 'cups' : 'cup'} ${rice.label}`,
      `${formatCookingQuantity(milkCups)} cups ${milk.label}`,
      `${formatCookingQuantity(Math.max(0.25, Math.round(riceCups * 0.5 * 4) / 4))} cup ${sweet.label}`,
      ...(spice ? [`1 tsp ${spice.label}`] : []),
      ...(citrus ? [`1 strip ${countedLabel(citrus.label, 1)} peel`] : []),
      'Pinch of salt',
      ...(topping ? [amount(topping, context, { share: 0.4, prep: topping.kind === 'berry' ? '' : 'chopped' })] : []),
    ];
    const instructions = [
      `Put the ${rice.label}, ${milk.label}${citrus ? `, the ${countedLabel(citrus.label, 1)} peel` : ''}${spice ? ` and half the ${spice.label}` : ''} and the salt in a heavy saucepan and bring slowly to a simmer, stirring.`,
      'Cook over the lowest heat, uncovered, stirring every few minutes and scraping the bottom so it does not catch, until the rice is very soft and the pudding thick and creamy, 40 to 50 minutes.',
      `Stir in the ${sweet.label}${citrus ? ` and lift out the peel` : ''}; it thickens more as it cools, so add a splash of ${milk.label} if you like it looser.`,
      `Serve warm or chilled${spice ? `, dusted with the rest of the ${spice.label}` : ''}${topping ? ` and topped with the ${topping.label}` : ''}.`,
    ].map(sentence);
    return {
      title: `${topping ? `${titleOf([topping], 1)} ` : ''}Rice Pudding`,
      description: sentence(`${rice.label} simmered slowly in ${milk.label}${spice ? ` with ${spice.label}` : ''} until thick and creamy, then sweetened with ${sweet.label}.`),
      prepTime: 5,
      cookTime: 50,
      ingredients,
      instructions,
      keyItems: present([rice, milk, topping]),
      pairing: null,
    };
  },
);

export const bakedApples = template(
  { id: 'baked-apples', name: 'Baked Apples', mealTypes: ['dessert', 'snack'], cuisines: ['american', 'french'], difficulty: 'beginner', taste: 'sweet' },
  (context, picker) => {
    const apples = picker.one((item) => item.role === 'fruit' && /apple|pear/.test(item.label));
    const sweet = picker.one(SWEETENER);
    if (!apples || !sweet) return null;
    const butter = picker.one(BUTTER);
    const oats = picker.one(ROLLED_OATS);
    const nut = picker.one((item) => NUT(item) && !/butter/.test(item.label));
    const dried = picker.one(DRIED_FRUIT);
    const spice = picker.one(WARM_SPICE);
    const filling = present([oats, nut, dried]);
    if (filling.length === 0) return null;
    const count = context.servings;
    // The filling is a heaped tablespoon or two an apple: scaled by the apples, never a minimum for one.
    const ingredients = [
      `${count} ${countedLabel(apples.label, count)}`,
      ...(oats ? [count < 3 ? `${count * 2} tbsp ${oats.label}` : cupLine(oats, Math.max(0.25, Math.round(count * 0.08 * 4) / 4))] : []),
      ...(nut ? [amount(nut, context, { share: 0.5, prep: 'chopped' })] : []),
      ...(dried ? [amount(dried, context, { share: 0.5, prep: 'chopped' })] : []),
      `${formatCookingQuantity(count)} tbsp ${sweet.label}`,
      ...(butter ? [`${formatCookingQuantity(count)} tbsp ${butter.label}, soft`] : []),
      ...(spice ? [`1 tsp ${spice.label}`] : []),
      '1/2 cup water',
    ];
    const single = countedLabel(apples.label, 1);
    const instructions = [
      'Heat the oven to 375°F (190°C).',
      `Core each ${single} from the top with a small knife or spoon, leaving the bottom whole, and score a line around its middle so the skin does not burst.`,
      `Mix the ${labels(filling)} with the ${sweet.label}${butter ? `, the ${butter.label}` : ''}${spice ? ` and the ${spice.label}` : ''} and pack it into the ${count === 1 ? 'hollow' : 'hollows'}, mounding any extra on top.`,
      `Stand the ${countedLabel(apples.label, count)} in a baking dish, pour the water around ${count === 1 ? 'it' : 'them'} and bake, basting twice with the juices, until tender to the point of a knife, 45 to 55 minutes.`,
      'Serve warm with the juices from the dish spooned over.',
    ].map(sentence);
    return {
      title: `Baked ${titleOf([apples], 1)}s with ${titleOf(filling, 2)}`,
      description: sentence(`Whole ${apples.label} filled with ${labels(filling)} and ${sweet.label} and baked until soft in their own juices.`),
      prepTime: 15,
      cookTime: 55,
      ingredients,
      instructions,
      keyItems: present([apples, ...filling]),
      pairing: null,
    };
  },
);
