import type { StoreSection } from '@sous/contracts';

/** Aisles in the order people walk a store; the list is grouped by them. */
const sections: readonly [StoreSection, RegExp][] = [
  ['frozen', /\bfrozen\b|ice cream|popsicle/],
  ['bakery', /bread|bagel|baguette|bun\b|buns\b|roll\b|rolls\b|croissant|muffin|pita|tortilla|brioche|sourdough|\bbaked\b|bakery/],
  ['dairy', /milk|cheese|yogh?urt|butter|cream|egg|kefir|dairy|ricotta|mozzarella|parmesan|feta|cheddar/],
  [
    'meat',
    /chicken|beef|pork|lamb|turkey|bacon|ham\b|sausage|mince|steak|salmon|tuna|cod|shrimp|prawn|fish|seafood|meat|poultry|veal|duck|chorizo|anchov/,
  ],
  [
    'produce',
    /apple|banana|berr|lemon|lime|orange|grape|pear|peach|mango|melon|avocado|tomato|potato|onion|garlic|ginger|carrot|celery|lettuce|spinach|kale|cabbage|broccoli|cauliflower|pepper\b|peppers|zucchini|courgette|cucumber|mushroom|herb|basil|parsley|cilantro|coriander|mint|scallion|leek|squash|pumpkin|corn\b|bean sprout|fruit|vegetable|produce|salad|radish|beet|asparagus|eggplant|aubergine/,
  ],
  [
    'pantry',
    /rice|pasta|noodle|flour|sugar|salt|oil|vinegar|sauce|stock|broth|bean|lentil|chickpea|oat|cereal|spice|cumin|paprika|cinnamon|honey|syrup|jam|nut|seed|canned|tin\b|coffee|tea\b|cocoa|chocolate|baking|yeast|mustard|ketchup|mayo|peanut butter|grain|quinoa|couscous|cracker|snack|chips/,
  ],
];

/** The store section of a shopping-list entry, from its name and, when known, its food category. */
export function storeSectionFor(name: string, foodCategory?: string | null): StoreSection {
  const text = `${name} ${foodCategory ?? ''}`.toLowerCase();
  // "peanut butter" and "butternut squash" are not dairy: test the longer, more specific names first
  if (/peanut butter|almond butter|nut butter/.test(text)) return 'pantry';
  if (/butternut/.test(text)) return 'produce';
  if (/\bfrozen\b/.test(text)) return 'frozen';
  return sections.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

/** A shelf-life keyword for food bought from a section (spec 000 §9 table), used for its expiry. */
export const sectionShelfLifeCategory: Record<StoreSection, string | null> = {
  produce: 'produce',
  dairy: 'dairy',
  meat: 'meat',
  bakery: 'bakery',
  pantry: 'packaged',
  frozen: 'frozen',
  other: null,
};

/** Where bought food goes by default: words to look for in the household's location names. */
export const sectionStorageWords: Record<StoreSection, readonly string[]> = {
  produce: ['fridge', 'refrigerator'],
  dairy: ['fridge', 'refrigerator'],
  meat: ['fridge', 'refrigerator'],
  frozen: ['freezer'],
  bakery: ['counter', 'pantry'],
  pantry: ['pantry', 'cupboard'],
  other: ['pantry', 'cupboard'],
};
