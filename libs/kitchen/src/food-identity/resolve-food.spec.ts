import { UNCATEGORIZED } from '../categories.js';
import { identityTokens } from './food-text.js';
import { BLANK_KEY, catalogFood, FOOD_CATALOG, FOOD_GROUPS, foodKeyOf, knownFoodCandidates, resolveFood } from './index.js';

type Case = readonly [input: string, key: string, name: string];

const expectResolves = ([input, key, name]: Case): void => {
  const food = resolveFood(input);
  expect({ key: food.key, name: food.name }).toEqual({ key, name });
  expect(foodKeyOf(input)).toBe(key);
};

// Every common item onboarding offers (backend migration seed_common_food_items), as displayed.
const ONBOARDING: readonly Case[] = [
  ['Apples', 'apple', 'Apples'], ['Bananas', 'banana', 'Bananas'], ['Oranges', 'orange', 'Oranges'],
  ['Lemons', 'lemon', 'Lemons'], ['Limes', 'lime', 'Limes'], ['Strawberries', 'strawberry', 'Strawberries'],
  ['Blueberries', 'blueberry', 'Blueberries'], ['Grapes', 'grape', 'Grapes'], ['Avocados', 'avocado', 'Avocados'],
  ['Tomatoes', 'tomato', 'Tomatoes'], ['Onions', 'onion', 'Onions'], ['Garlic', 'garlic', 'Garlic'],
  ['Potatoes', 'potato', 'Potatoes'], ['Carrots', 'carrot', 'Carrots'], ['Broccoli', 'broccoli', 'Broccoli'],
  ['Lettuce', 'lettuce', 'Lettuce'], ['Spinach', 'spinach', 'Spinach'], ['Bell Peppers', 'bell-pepper', 'Bell peppers'],
  ['Cucumbers', 'cucumber', 'Cucumbers'], ['Celery', 'celery', 'Celery'], ['Mushrooms', 'mushroom', 'Mushrooms'],
  ['Zucchini', 'zucchini', 'Zucchini'], ['Milk', 'milk', 'Milk'], ['Eggs', 'egg', 'Eggs'], ['Butter', 'butter', 'Butter'],
  ['Cheddar Cheese', 'cheddar-cheese', 'Cheddar cheese'], ['Mozzarella Cheese', 'mozzarella-cheese', 'Mozzarella cheese'],
  ['Parmesan Cheese', 'parmesan-cheese', 'Parmesan cheese'], ['Yogurt', 'yogurt', 'Yogurt'],
  ['Sour Cream', 'sour-cream', 'Sour cream'], ['Cream Cheese', 'cream-cheese', 'Cream cheese'],
  ['Heavy Cream', 'heavy-cream', 'Heavy cream'], ['Chicken Breast', 'chicken-breast', 'Chicken breast'],
  ['Ground Beef', 'ground-beef', 'Ground beef'], ['Steak', 'steak', 'Steak'], ['Pork Chops', 'pork-chop', 'Pork chops'],
  ['Bacon', 'bacon', 'Bacon'], ['Deli Turkey', 'deli-turkey', 'Deli turkey'], ['Salmon Fillet', 'salmon', 'Salmon'],
  ['Shrimp', 'shrimp', 'Shrimp'], ['Canned Tuna', 'canned-tuna', 'Canned tuna'], ['Rice', 'rice', 'Rice'],
  ['Pasta', 'pasta', 'Pasta'], ['Flour', 'all-purpose-flour', 'All-purpose flour'], ['Rolled Oats', 'rolled-oat', 'Rolled oats'],
  ['Breakfast Cereal', 'breakfast-cereal', 'Breakfast cereal'], ['Quinoa', 'quinoa', 'Quinoa'], ['Bread', 'bread', 'Bread'],
  ['Bagels', 'bagel', 'Bagels'], ['Tortillas', 'tortilla', 'Tortillas'], ['Sugar', 'sugar', 'Sugar'], ['Salt', 'salt', 'Salt'],
  ['Black Pepper', 'black-pepper', 'Black pepper'], ['Olive Oil', 'olive-oil', 'Olive oil'],
  ['Vegetable Oil', 'vegetable-oil', 'Vegetable oil'], ['Baking Soda', 'baking-soda', 'Baking soda'],
  ['Baking Powder', 'baking-powder', 'Baking powder'], ['Honey', 'honey', 'Honey'],
  ['Peanut Butter', 'peanut-butter', 'Peanut butter'], ['Canned Tomatoes', 'canned-tomato', 'Canned tomatoes'],
  ['Canned Black Beans', 'black-bean', 'Black beans'], ['Chicken Broth', 'chicken-broth', 'Chicken broth'],
  ['Ketchup', 'ketchup', 'Ketchup'], ['Mustard', 'mustard', 'Mustard'], ['Mayonnaise', 'mayonnaise', 'Mayonnaise'],
  ['Soy Sauce', 'soy-sauce', 'Soy sauce'], ['Hot Sauce', 'hot-sauce', 'Hot sauce'], ['Salsa', 'salsa', 'Salsa'],
  ['Strawberry Jam', 'strawberry-jam', 'Strawberry jam'], ['Maple Syrup', 'maple-syrup', 'Maple syrup'],
  ['Orange Juice', 'orange-juice', 'Orange juice'], ['Coffee', 'coffee', 'Coffee'], ['Tea Bags', 'tea', 'Tea'],
  ['Sparkling Water', 'sparkling-water', 'Sparkling water'], ['Crackers', 'cracker', 'Crackers'],
  ['Tortilla Chips', 'tortilla-chip', 'Tortilla chips'], ['Almonds', 'almond', 'Almonds'],
  ['Dark Chocolate', 'dark-chocolate', 'Dark chocolate'], ['Popcorn', 'popcorn', 'Popcorn'],
  ['Granola Bars', 'granola-bar', 'Granola bars'], ['Frozen Peas', 'frozen-pea', 'Frozen peas'],
  ['Frozen Mixed Vegetables', 'frozen-mixed-vegetable', 'Frozen mixed vegetables'],
  ['Frozen Berries', 'frozen-berry', 'Frozen berries'], ['Ice Cream', 'ice-cream', 'Ice cream'],
  ['Frozen Pizza', 'frozen-pizza', 'Frozen pizza'],
];

// Descriptions as the embedded USDA SR Legacy data writes them (abbreviated) and as FoodData
// Central spells them out.
const USDA: readonly Case[] = [
  ['CHICKEN, BROILER OR FRYERS, BRST, SKINLESS, BNLESS, MEAT ONLY, RAW', 'chicken-breast', 'Chicken breast'],
  ['Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'chicken-breast', 'Chicken breast'],
  ['MILK, RED FAT, FLUID, 2% MILKFAT, WITH ADDED VIT A AND VITAMIN D', 'milk', 'Milk'],
  ['Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', 'milk', 'Milk'],
  ['MILK, WHL, 3.25% MILKFAT, WITH ADDED VITAMIN D', 'milk', 'Milk'],
  ['EGG, WHL, RAW, FRSH', 'egg', 'Eggs'], ['Egg, whole, raw, fresh', 'egg', 'Eggs'],
  ['CHEESE, CHEDDAR', 'cheddar-cheese', 'Cheddar cheese'], ['CHEESE, MOZZARELLA, WHL MILK', 'mozzarella-cheese', 'Mozzarella cheese'],
  ['CHEESE, PARMESAN, GRATED', 'parmesan-cheese', 'Parmesan cheese'], ['CREAM, SOUR, CULTURED', 'sour-cream', 'Sour cream'],
  ['YOGURT, PLN, LOFAT, 12 GRAMS PROT PER 8 OZ', 'yogurt', 'Yogurt'], ['BUTTER, WITHOUT SALT', 'butter', 'Butter'],
  ['PEPPER, BLACK', 'black-pepper', 'Black pepper'], ['SALT, TABLE', 'salt', 'Salt'],
  ['SALAD DRSNG, MAYO, REG', 'mayonnaise', 'Mayonnaise'], ['OIL, OLIVE, SALAD OR COOKING', 'olive-oil', 'Olive oil'],
  ['APPLES, RAW, WITH SKIN', 'apple', 'Apples'], ['BANANAS, RAW', 'banana', 'Bananas'], ['BLUEBERRIES, RAW', 'blueberry', 'Blueberries'],
  ['DATES, DEGLET NOOR', 'date', 'Dates'], ['LEMONS, RAW, WITHOUT PEEL', 'lemon', 'Lemons'],
  ['ORANGES, RAW, ALL COMM VAR', 'orange', 'Oranges'], ['ORANGE JUICE, RAW', 'orange-juice', 'Orange juice'],
  ['STRAWBERRIES, RAW', 'strawberry', 'Strawberries'], ['PORK, CURED, BACON, UNPREP', 'bacon', 'Bacon'],
  ['BROCCOLI, RAW', 'broccoli', 'Broccoli'], ['CARROTS, RAW', 'carrot', 'Carrots'], ['CAULIFLOWER, RAW', 'cauliflower', 'Cauliflower'],
  ['CUCUMBER, WITH PEEL, RAW', 'cucumber', 'Cucumbers'], ['GARLIC, RAW', 'garlic', 'Garlic'],
  ['MUSHROOMS, WHITE, RAW', 'mushroom', 'Mushrooms'], ['ONIONS, RAW', 'onion', 'Onions'],
  ['ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW', 'green-onion', 'Green onions'],
  ['PEPPERS, SWT, GRN, RAW', 'bell-pepper', 'Bell peppers'], ['RADISHES, RAW', 'radish', 'Radishes'],
  ['SPINACH, RAW', 'spinach', 'Spinach'], ['SQUASH, SMMR, ZUCCHINI, INCL SKN, RAW', 'zucchini', 'Zucchini'],
  ['TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE', 'tomato', 'Tomatoes'],
  ['POTATOES, BKD, FLESH AND SKN, WITHOUT SALT', 'potato', 'Potatoes'], ['SHALLOTS, RAW', 'shallot', 'Shallots'],
  ['ALMONDS', 'almond', 'Almonds'], ['NUTS, CASHEW NUTS, RAW', 'cashew', 'Cashews'],
  ['BEVERAGES, H2O, TAP, MUNICIPAL', 'water', 'Water'], ['SALMON, ATLANTIC, WILD, RAW', 'salmon', 'Salmon'],
  ['FISH, TUNA, LT, CND IN H2O, DRND SOL', 'canned-tuna', 'Canned tuna'],
  ['CRUSTACEANS, SHRIMP, MXD SP, CKD, MST HT (MAYBE PREVIOUSLY FRZ)', 'shrimp', 'Shrimp'],
  ['BEANS, BLACK, MATURE SEEDS, CKD, BLD, WITHOUT SALT', 'black-bean', 'Black beans'],
  ['CHICKPEAS , MATURE SEEDS, CKD, BLD, WITHOUT SALT', 'chickpea', 'Chickpeas'],
  ['PEANUT BUTTER, SMOOTH STYLE, WITH SALT', 'peanut-butter', 'Peanut butter'],
  ['SOY SAU MADE FROM SOY (TAMARI)', 'soy-sauce', 'Soy sauce'],
  ['BREAD, WHITE, COMMLY PREP (INCL SOFT BREAD CRUMBS)', 'bread', 'Bread'], ['HONEY', 'honey', 'Honey'],
  ['SUGARS, GRANULATED', 'sugar', 'Sugar'], ['SYRUP, MAPLE, CANADIAN', 'maple-syrup', 'Maple syrup'],
  ['RICE, BROWN, LONG-GRAIN, RAW', 'brown-rice', 'Brown rice'], ['RICE, WHITE, LONG-GRAIN, REG, RAW, ENR', 'rice', 'Rice'],
  ['WHEAT FLR, WHITE, ALL-PURPOSE, ENR, BLEACHED', 'all-purpose-flour', 'All-purpose flour'],
  ['Tuna, light, canned in water, drained solids', 'canned-tuna', 'Canned tuna'],
  ['Beans, black, mature seeds, canned', 'black-bean', 'Black beans'],
];

const RECEIPTS: readonly Case[] = [
  ['BNLS CHKN BRST', 'chicken-breast', 'Chicken breast'], ['BNLS SKNLS CHKN BRST', 'chicken-breast', 'Chicken breast'],
  ['ORG BANANAS', 'banana', 'Bananas'], ['GRN ONION', 'green-onion', 'Green onions'], ['WHL MLK', 'milk', 'Milk'],
  ['KS ORG EGGS 24CT', 'egg', 'Eggs'], ['LG BRN EGGS 12CT', 'egg', 'Eggs'], ['STRWB 1LB', 'strawberry', 'Strawberries'],
  ['HASS AVOCADO', 'avocado', 'Avocados'], ['ROMA TOMS', 'tomato', 'Tomatoes'], ['YEL ONIONS 3LB', 'onion', 'Onions'],
  ['RUSSET POT 5LB', 'potato', 'Potatoes'], ['BABY CRT 1LB', 'carrot', 'Carrots'], ['GRND BF 80/20', 'ground-beef', 'Ground beef'],
  ['SHRD CHDR CHS', 'cheddar-cheese', 'Cheddar cheese'], ['GRK YOG PLN', 'greek-yogurt', 'Greek yogurt'],
  ['UNSLTD BTR', 'butter', 'Butter'], ['HVY WHP CRM', 'heavy-cream', 'Heavy cream'], ['EVOO 1L', 'olive-oil', 'Olive oil'],
  ['OJ NO PULP', 'orange-juice', 'Orange juice'], ['PB CREAMY', 'peanut-butter', 'Peanut butter'],
  ['SPAG 16OZ', 'spaghetti', 'Spaghetti'], ['AP FLR 5LB', 'all-purpose-flour', 'All-purpose flour'],
  ['GRAN SUGAR 4LB', 'sugar', 'Sugar'], ['FRZN PEAS', 'frozen-pea', 'Frozen peas'], ['ICECRM VAN', 'ice-cream', 'Ice cream'],
  ['SPRKLNG WTR 12PK', 'sparkling-water', 'Sparkling water'], ['CKN THGHS BNLS', 'chicken-thigh', 'Chicken thighs'],
  ['PORK CHP BNLS', 'pork-chop', 'Pork chops'], ['ATL SALMON FIL', 'salmon', 'Salmon'], ['RAW SHRMP 31/40', 'shrimp', 'Shrimp'],
];

const CHAT: readonly Case[] = [
  ['2 lb chicken', 'chicken', 'Chicken'], ['add 2 lb chicken to the fridge', 'chicken', 'Chicken'],
  ['a dozen eggs', 'egg', 'Eggs'], ['I bought 3 avocados', 'avocado', 'Avocados'],
  ['put a gallon of milk in the fridge', 'milk', 'Milk'], ['add two cans of black beans to the pantry', 'black-bean', 'Black beans'],
  ['1 bag of baby spinach', 'spinach', 'Spinach'], ['500g minced beef', 'ground-beef', 'Ground beef'],
  ['add oat milk', 'oat-milk', 'Oat milk'], ['3 limes', 'lime', 'Limes'], ['some fresh basil', 'basil', 'Basil'],
  ['a bunch of cilantro', 'cilantro', 'Cilantro'], ['2 heads of garlic', 'garlic', 'Garlic'],
  ['add 6 bagels to the counter', 'bagel', 'Bagels'], ['1 loaf sourdough bread', 'bread', 'Bread'],
  ['we got 2 lbs of strawberries', 'strawberry', 'Strawberries'], ['4 cloves garlic', 'garlic', 'Garlic'],
];

const NAMES: readonly Case[] = [
  ['eggs', 'egg', 'Eggs'], ['egg', 'egg', 'Eggs'], ['Large eggs', 'egg', 'Eggs'],
  ['Organic Free-Range Large Brown Eggs', 'egg', 'Eggs'], ['scallions', 'green-onion', 'Green onions'],
  ['green onions', 'green-onion', 'Green onions'], ['spring onion', 'green-onion', 'Green onions'],
  ['garbanzo beans', 'chickpea', 'Chickpeas'], ['chickpeas', 'chickpea', 'Chickpeas'], ['courgettes', 'zucchini', 'Zucchini'],
  ['zucchinis', 'zucchini', 'Zucchini'], ['aubergine', 'eggplant', 'Eggplant'], ['fresh coriander', 'cilantro', 'Cilantro'],
  ['coriander leaves', 'cilantro', 'Cilantro'], ['prawns', 'shrimp', 'Shrimp'], ['capsicum', 'bell-pepper', 'Bell peppers'],
  ['rocket', 'arugula', 'Arugula'], ['bicarbonate of soda', 'baking-soda', 'Baking soda'],
  ['icing sugar', 'powdered-sugar', 'Powdered sugar'], ['double cream', 'heavy-cream', 'Heavy cream'],
  ['beef mince', 'ground-beef', 'Ground beef'], ['porridge oats', 'rolled-oat', 'Rolled oats'], ['potatoe', 'potato', 'Potatoes'],
  ['Kirkland Signature Organic Extra Virgin Olive Oil', 'olive-oil', 'Olive oil'],
  ['Boneless skinless chicken thighs', 'chicken-thigh', 'Chicken thighs'], ["Trader Joe's Oat Milk", 'oat-milk', 'Oat milk'],
  ['Family size frozen pizza', 'frozen-pizza', 'Frozen pizza'], ['Fresh Atlantic salmon fillets', 'salmon', 'Salmon'],
  ['Raw boneless chicken breast', 'chicken-breast', 'Chicken breast'], ['Dry yellow onions', 'onion', 'Onions'],
  ['Half and half', 'half-and-half', 'Half and half'], ['white eggs', 'egg', 'Eggs'], ['egg whites', 'egg-white', 'Egg whites'],
  ['peanut butter', 'peanut-butter', 'Peanut butter'], ['butter', 'butter', 'Butter'], ['sour cream', 'sour-cream', 'Sour cream'],
  ['whole wheat flour', 'whole-wheat-flour', 'Whole wheat flour'], ['red onion', 'red-onion', 'Red onions'],
  ['sweet potatoes', 'sweet-potato', 'Sweet potatoes'], ['hot sauce', 'hot-sauce', 'Hot sauce'],
];

describe('resolveFood: real item names', () => {
  it('covers at least 150 real names', () => {
    expect(ONBOARDING.length + USDA.length + RECEIPTS.length + CHAT.length + NAMES.length).toBeGreaterThanOrEqual(150);
    expect(ONBOARDING).toHaveLength(85);
  });
  it.each(ONBOARDING)('onboarding item %s → %s', (...c) => expectResolves(c));
  it.each(USDA)('USDA description %s → %s', (...c) => expectResolves(c));
  it.each(RECEIPTS)('receipt line %s → %s', (...c) => expectResolves(c));
  it.each(CHAT)('chat phrase %s → %s', (...c) => expectResolves(c));
  it.each(NAMES)('name %s → %s', (...c) => expectResolves(c));

  it('gives the four ways one chicken was added one key, and one name for the three named ones', () => {
    const chicken = [
      'Chicken Breast',
      'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
    ].map((name) => resolveFood(name));
    expect(new Set(chicken.map((food) => food.key))).toEqual(new Set(['chicken-breast']));
    const household = [{ key: 'chicken-breast', name: 'Chicken breast' }];
    expect(resolveFood('2 lb chicken', household).key).toBe('chicken-breast');
    expect(resolveFood('add 2 lb chicken to the fridge', household)).toMatchObject({ key: 'chicken-breast', name: 'Chicken breast' });
  });

  it('gives every catalog food a USDA food group and search terms', () => {
    expect(resolveFood('Chicken breast')).toEqual({
      key: 'chicken-breast', name: 'Chicken breast', category: FOOD_GROUPS.poultry, searchTerms: ['chicken breast meat raw'],
    });
    expect(resolveFood('oat milk').category).toBe(FOOD_GROUPS.beverages);
  });
});

describe('resolveFood with the household’s foods', () => {
  const household = [
    { key: 'chicken-breast', name: 'Chicken breast' },
    { key: 'oat-milk', name: 'Oat milk' },
    { key: 'chili-crisp-oil-deluxe', name: 'Deluxe chili crisp oil' },
  ];

  it('resolves a looser name to the one food of that kind the household has', () => {
    expect(resolveFood('chicken', household).key).toBe('chicken-breast');
    expect(knownFoodCandidates('chicken', household)).toEqual([household[0]]);
  });

  it('never resolves a food to a different food that merely shares a word', () => {
    expect(resolveFood('milk', household).key).toBe('milk');
    expect(resolveFood('chicken broth', household).key).toBe('chicken-broth');
  });

  it('keeps the generic food when the household has several kinds, and lists them to ask', () => {
    const two = [...household, { key: 'chicken-thigh', name: 'Chicken thighs' }];
    expect(resolveFood('chicken', two).key).toBe('chicken');
    expect(knownFoodCandidates('chicken', two).map((food) => food.key)).toEqual(['chicken-breast', 'chicken-thigh']);
  });

  it('matches a household food the catalog does not know by its words and head word', () => {
    expect(resolveFood('deluxe chili crisp oil', household).key).toBe('chili-crisp-oil-deluxe');
    expect(resolveFood('crisp oil', household)).toMatchObject({ key: 'chili-crisp-oil-deluxe', name: 'Deluxe chili crisp oil' });
  });

  it('keeps the household’s own name for a food the catalog does not know', () => {
    expect(resolveFood('DELUXE CHILI CRISP OIL', household).name).toBe('Deluxe chili crisp oil');
    expect(resolveFood('chicken breasts', household).name).toBe('Chicken breast');
  });

  it('keeps a more specific name as its own food', () => {
    expect(resolveFood('chicken thighs', household).key).toBe('chicken-thigh');
  });
});

describe('resolveFood: foods the catalog does not know', () => {
  it('keeps the name as typed, without purchase words, with a guessed category', () => {
    expect(resolveFood('Organic dragon fruit')).toEqual({
      key: 'dragon-fruit', name: 'Dragon fruit', category: FOOD_GROUPS.fruits, searchTerms: ['dragon fruit', 'fruit'],
    });
    expect(resolveFood('2 jars of ajvar relish spread')).toMatchObject({ key: 'ajvar-relish-spread', name: 'Ajvar relish spread' });
    expect(resolveFood('yuzu kosho').category).toBe(UNCATEGORIZED);
  });

  it('never gives an empty key', () => {
    expect(resolveFood('???')).toMatchObject({ key: BLANK_KEY, category: UNCATEGORIZED });
    expect(resolveFood('   ').key).toBe(BLANK_KEY);
  });

  it('keeps a name without Latin food words as written, with a key of its own', () => {
    expect(resolveFood('שקשוקה')).toMatchObject({ key: 'שקשוקה', name: 'שקשוקה' });
    expect(resolveFood('a,b')).toMatchObject({ key: 'a-b', name: 'a,b' });
    expect(resolveFood('???').name).toBe('???');
    expect(foodKeyOf('餃子')).not.toBe(foodKeyOf('שקשוקה'));
    expect(foodKeyOf('餃子')).not.toBe(BLANK_KEY);
  });

  it('gives the same key however the unknown food is written', () => {
    expect(foodKeyOf('Dragon Fruits')).toBe(foodKeyOf('fresh dragon fruit'));
  });
});

describe('the food catalog', () => {
  it('has at least 300 foods with unique keys, names and categories', () => {
    expect(FOOD_CATALOG.length).toBeGreaterThanOrEqual(300);
    expect(new Set(FOOD_CATALOG.map((food) => food.key)).size).toBe(FOOD_CATALOG.length);
    for (const food of FOOD_CATALOG) {
      expect(food.key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(Object.values(FOOD_GROUPS)).toContain(food.category);
      expect(food.searchTerms.length).toBeGreaterThan(0);
      expect(catalogFood(food.key)).toBe(food);
    }
  });

  it('resolves every food’s own name and every alias to that food', () => {
    const wrong = FOOD_CATALOG.flatMap((food) =>
      food.aliases.filter((alias) => foodKeyOf(alias) !== food.key).map((alias) => `${alias} → ${foodKeyOf(alias)} (want ${food.key})`),
    );
    expect(wrong).toEqual([]);
  });

  it('never gives two foods the same alias words in the same order', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of FOOD_CATALOG) {
      for (const alias of food.aliases) {
        const words = identityTokens(alias).join(' ');
        const owner = owners.get(words);
        if (owner !== undefined && owner !== food.key) clashes.push(`${words}: ${owner} / ${food.key}`);
        owners.set(words, food.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('points every family at a catalog food and says how countable foods are rounded', () => {
    for (const food of FOOD_CATALOG) {
      if (food.family !== null) expect(catalogFood(food.family)).toBeDefined();
      if (food.pieceStep !== null) expect([0.25, 0.5, 1]).toContain(food.pieceStep);
    }
    expect(catalogFood('lime')?.pieceStep).toBe(0.25);
    expect(catalogFood('onion')?.pieceStep).toBe(0.5);
    expect(catalogFood('egg')?.pieceStep).toBe(1);
  });
});

describe('resolveFood: recipe ingredient names', () => {
  it.each([
    ['Salt to taste', 'salt'],
    ['(14 oz) can diced tomatoes', 'canned-tomato'],
    ['fresh parsley, for garnish', 'parsley'],
    ['chopped onions', 'onion'],
    ['boneless, skinless chicken thighs', 'chicken-thigh'],
  ])('%s → %s', (name, key) => {
    expect(foodKeyOf(name)).toBe(key);
  });
});
