import { FOOD_GROUPS } from '@sous/kitchen';

/**
 * SR Legacy food groups under the names FoodData Central gives them as `foodCategory` (spec 000 §3
 * shortens some of them for display: "Dairy and Egg Products" → "Dairy & Eggs").
 */
export const fdcCategories = {
  // the groups a kitchen's canonical foods belong to, named once in libs/kitchen
  ...FOOD_GROUPS,
  baby: 'Baby Foods',
  fastFoods: 'Fast Foods',
  native: 'American Indian/Alaska Native Foods',
  restaurant: 'Restaurant Foods',
} as const;
export type FdcCategory = (typeof fdcCategories)[keyof typeof fdcCategories];

const c = fdcCategories;

/**
 * The first two digits of an SR NDB number are its food group for the classic ranges. Numbers
 * added in later releases (42xxx–44xxx, 48xxx, 8xxxx, 9xxxx) were filed in many groups, so those
 * are classified by their description instead.
 */
const groupByPrefix: Readonly<Record<string, FdcCategory>> = {
  '01': c.dairy,
  '02': c.spices,
  '03': c.baby,
  '04': c.fats,
  '05': c.poultry,
  '06': c.soups,
  '07': c.sausages,
  '08': c.cereals,
  '09': c.fruits,
  '10': c.pork,
  '11': c.vegetables,
  '12': c.nuts,
  '13': c.beef,
  '14': c.beverages,
  '15': c.seafood,
  '16': c.legumes,
  '17': c.lamb,
  '18': c.baked,
  '19': c.sweets,
  '20': c.grains,
  '21': c.fastFoods,
  '22': c.meals,
  '23': c.beef,
  '25': c.snacks,
  '27': c.soups,
  '28': c.baked,
  '31': c.vegetables,
  '32': c.meals,
  '33': c.baby,
  '35': c.native,
  '36': c.restaurant,
};

/**
 * Keyword rules, first match wins, on the description (SR abbreviations or plain words alike).
 * Order matters: "babyfood, juice" is a baby food, "turkey ham" a luncheon meat, "ice cream" a sweet.
 */
const keywordRules: readonly (readonly [RegExp, FdcCategory])[] = [
  [/\b(babyfood|baby food|babyfd|inf formula|infant|toddler)/, c.baby],
  [/\b(meatless|vegetarian|veggie|tofu|soy ?bean|soybn|soymilk|tempeh|hummus|peanut butter|beans?|bns|lentils?|chickpeas?|legumes?)\b/, c.legumes],
  [/\b(ham|bologna|frankfurters?|franks|sausages?|salami|luncheon|bacon|pepperoni|hot dogs?|deli)\b/, c.sausages],
  [/\b(candies|candy|chocolates?|chewing gum|gums?|syrups?|jams?|jellies|jelly|preserves|marmalade|sweeteners?|sugars?|honey|puddings?|pie fillings?|frozen novelties|frz novelties|froz novlt|ice crm|ice creams?|frozen yogurts?|popsicles?|gelatins?|pectin|frostings?|desserts?|dssrt|sorbet|sherbet)\b/, c.sweets],
  [/\b(salad drsng|salad dressings?|dressings?|drsng|mayonnaise|mayo|margarine|margarine-like|shortening|oils?|lard|butter replcmnt)\b/, c.fats],
  [/\b(alcoholic|beverages?|bev|bever|drinks?|drk|juc|juices?|coffee|teas?|wines?|beers?|sodas?|water|waters|smoothies?|fluid replcmnt|electrolyte|milkshake mix|cocoa mix|cola|lemonade)\b/, c.beverages],
  [/\b(snacks?|popcorn|chips|pretzels?|rice cakes?|papad|trail mix|crisps|granola bars?)\b/, c.snacks],
  [/\b(cereals? rte|ready-to-eat cereals?|cereals?|granola|muesli|oatmeal|grits)\b/, c.cereals],
  [/\b(breads?|rolls|crackers?|cakes?|cookies|muffins?|pies?|pastr(y|ies)|biscuits?|bagels?|tortillas?|waffles|pancakes|croissants?|breakfast bars?|granola bars?)\b/, c.baked],
  [/\b(dairy|dairies|cheeses?|chs|milks?|yogurts?|cream|crm|eggs?|whipped topping|butter|kefir|whey)\b/, c.dairy],
  [/\b(chicken|chick|ckn|turkey|trky|quail|pheasant|dove|squab|duck|goose|emu|ostrich|poultry)\b/, c.poultry],
  [/\b(pork)\b/, c.pork],
  [/\b(beef|bf)\b/, c.beef],
  [/\b(lamb|veal|game|venison|bison|rabbit|elk|deer|moose|goat)\b/, c.lamb],
  [/\b(fish|finfish|shellfish|seafood|salmon|tuna|cod|mackerel|herring|sardines?|shrimp|crab|lobster|scallops?|clams?|mussels?|oysters?|squid|octopus|jellyfish|snails?|frog|turtle|anchov(y|ies)|tilapia|trout)\b/, c.seafood],
  [/\b(soups?|sauces?|sau|gravy|broth|bouillon|stock|dips?|salsa)\b/, c.soups],
  [/\b(rice|pasta|noodles?|vermicelli|spaghetti|macaroni|flour|millet|barley|oats?|quinoa|wheat|gluten|corn ?meal|couscous|bulgur)\b/, c.grains],
  [/\b(spices?|herbs?|seasonings?|pepper, black|yeast extract|vinegar|salt, table)\b/, c.spices],
  [/\b(nuts?|seeds?|almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?)\b/, c.nuts],
  [/\b(fruits?|apples?|appl|bananas?|oranges?|cranberr(y|ies)|grapes?|berr(y|ies)|peach(es)?|pears?|cherr(y|ies)|plums?|raisins?|melons?|mango(es)?|pineapples?|strawberr(y|ies)|lemons?|limes?)\b/, c.fruits],
  [/\b(vegetables?|veg|tomato(es)?|potato(es)?|radish(es)?|cabbage|eggplant|turnips?|hearts of palm|celery|carrots?|onions?|peppers|lettuce|spinach|broccoli|squash|peas|corn|beets?|mushrooms?|pickles?)\b/, c.vegetables],
  [/\b(entrees?|dinners?|meals?|lasagna|burritos?|pizza|sandwich(es)?|dumplings?|casserole|stew)\b/, c.meals],
];

const firstMatch = (text: string): FdcCategory | null =>
  keywordRules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The FDC category of a text (an SR description, an Open Food Facts category list), or null. The
 * part before the first comma names the food, so it decides first: "Cereals ready-to-eat, honey
 * bunches of oats" is a cereal, not a sweet.
 */
export function categoryFromText(text: string): FdcCategory | null {
  const lower = text.toLowerCase();
  // a baby food or a meat substitute anywhere in the text outranks the food it is made like
  const [baby, legumes] = keywordRules;
  for (const [pattern, category] of [baby, [/\b(meatless|vegetarian)\b/, legumes[1]] as const]) {
    if (pattern.test(lower)) return category;
  }
  const head = lower.split(',')[0];
  return firstMatch(head) ?? firstMatch(lower);
}

/** The FDC category of an SR food: by NDB range where that is exact, by description otherwise. */
export function srFoodCategory(ndbNumber: string, description: string): FdcCategory {
  return groupByPrefix[ndbNumber.slice(0, 2)] ?? categoryFromText(description) ?? c.meals;
}
