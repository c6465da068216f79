/**
 * The offline waste-reduction tips: rules written for Sous that turn what is about to expire into
 * specific actions (freeze, cook, preserve, share). `variant` rotates the wording and picks, so a
 * refresh offers different tips for the same fridge.
 */
export interface TipItem {
  foodItemName: string;
  daysUntilExpiry: number;
  foodCategory: string | null;
}

type Rule = { test: RegExp; tips: readonly ((name: string) => string)[] };

const rules: readonly Rule[] = [
  {
    test: /banana|berr|apple|pear|peach|mango|grape|fruit/,
    tips: [
      (n) => `Slice the ${n} and freeze it on a tray: it goes straight into smoothies or baking later.`,
      (n) => `Simmer the ${n} with a spoon of sugar into a quick compote for yogurt or porridge.`,
      (n) => `Blend the ${n} into a smoothie today, or bake it into muffins.`,
    ],
  },
  {
    test: /spinach|kale|lettuce|greens|herb|basil|parsley|cilantro/,
    tips: [
      (n) => `Wilt the ${n} into eggs, pasta or soup tonight; it shrinks to a handful.`,
      (n) => `Blitz the ${n} with oil, garlic and nuts into a pesto that keeps a week in the fridge or months frozen.`,
    ],
  },
  {
    test: /vegetable|carrot|pepper|zucchini|broccoli|onion|tomato|mushroom|cabbage|celery|potato/,
    tips: [
      (n) => `Roast the ${n} on a sheet pan tonight; roasted vegetables keep 4 days for lunches.`,
      (n) => `Chop the ${n} into a soup or stir-fry, or blanch and freeze it for later.`,
      (n) => `Quick-pickle the ${n} in vinegar, salt and sugar to keep it two more weeks.`,
    ],
  },
  {
    test: /milk|cream|yogurt|dairy/,
    tips: [
      (n) => `Use the ${n} in pancakes, a béchamel or overnight oats before it turns.`,
      (n) => `Freeze the ${n} in ice-cube trays for sauces and baking.`,
    ],
  },
  {
    test: /cheese/,
    tips: [
      (n) => `Grate the ${n} and freeze it in a bag; it melts straight from frozen onto pasta or toast.`,
      (n) => `Bake the ${n} into a gratin or a toastie tonight.`,
    ],
  },
  {
    test: /egg/,
    tips: [(n) => `Turn the ${n} into a frittata with whatever vegetables need using up.`, (n) => `Hard-boil the ${n}: boiled eggs keep a week in the fridge.`],
  },
  {
    test: /chicken|beef|pork|lamb|turkey|meat|poultry|sausage|mince/,
    tips: [
      (n) => `Cook the ${n} today, or freeze it now in a flat bag so it thaws quickly.`,
      (n) => `Brown the ${n} into a big batch of sauce or chili and freeze portions.`,
    ],
  },
  {
    test: /fish|salmon|tuna|shrimp|prawn|seafood|cod/,
    tips: [(n) => `Cook the ${n} tonight; seafood is best within a day. Freeze it if plans change.`],
  },
  {
    test: /bread|bagel|baguette|roll|bun|tortilla|bakery|baked/,
    tips: [
      (n) => `Turn the ${n} into croutons or breadcrumbs, or freeze slices and toast them from frozen.`,
      (n) => `Make French toast or a bread pudding with the ${n}.`,
    ],
  },
];

const general: readonly ((names: string) => string)[] = [
  (names) => `Plan tonight's meal around ${names}: ask the chef for a recipe that uses them first.`,
  (names) => `Move ${names} to the front of the shelf so they are the first thing you see.`,
  (names) => `Can't use ${names} in time? Offer them to a neighbour or a community fridge.`,
];

const fallback: readonly string[] = [
  'Nothing is about to expire. Keep older items at the front and newer ones behind them.',
  'Check the fridge before you shop: a list built from what is missing avoids duplicates.',
  'Freeze leftovers in labelled single portions so they get eaten, not forgotten.',
];

const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export function wasteTips(items: readonly TipItem[], variant: number, limit = 4): string[] {
  if (items.length === 0) return rotate(fallback, variant).slice(0, Math.min(limit, fallback.length));
  const tips: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.foodItemName} ${item.foodCategory ?? ''}`.toLowerCase();
    const rule = rules.find((r) => r.test.test(key));
    if (!rule || seen.has(rule.test.source)) continue;
    seen.add(rule.test.source);
    tips.push(rule.tips[(variant + tips.length) % rule.tips.length](item.foodItemName.toLowerCase()));
  }
  const soonest = items.slice(0, 3).map((i) => i.foodItemName.toLowerCase());
  tips.push(general[variant % general.length](listNames(soonest)));
  return rotate(tips, variant).slice(0, limit);
}

function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length === 0) return [];
  const start = by % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
