import { allergensIn, dietsFitting, fitsDiet, flagsOfLines, readRestrictions, restrictionViolation } from './diet.js';
import { analyzeText, profileItem, type FoodFlag } from './foods.js';

const flags = (text: string): FoodFlag[] => [...analyzeText(text).flags].sort();

describe('analyzeText: reading foods out of a line', () => {
  it.each<[string, FoodFlag[]]>([
    ['2 tbsp peanut butter', ['legume', 'peanut']],
    ['1 can (13.5 oz) coconut milk', []],
    ['1 eggplant, cubed', []],
    ['2 tbsp red wine vinegar', []],
    ['1/2 cup dry red wine', ['alcohol']],
    ['1 butternut squash, peeled', ['starchy']],
    ['8 oz gluten-free spaghetti', ['grain']],
    ['3 tbsp soy sauce', ['gluten', 'soy', 'wheat']],
    ['2 tbsp gluten-free tamari', ['soy']],
    ['4 cups chicken broth', ['poultry']],
    ['4 cups vegetable broth', []],
    ['1/2 tsp cream of tartar', []],
    ['1 cup heavy cream', ['dairy', 'milk']],
    ['2 tbsp ghee', ['milk']],
    ['1 cup almond milk', ['treeNut']],
    ['1/2 tsp ground nutmeg', []],
    ['1 can (8 oz) water chestnuts', []],
    ['1 tbsp Worcestershire sauce', ['fish']],
    ['3 tbsp oyster sauce', ['refinedSugar', 'shellfish', 'soy', 'wheat']],
    ['2 cups cooked rice', ['grain']],
    ['8 corn tortillas', ['grain']],
    ['4 flour tortillas', ['gluten', 'grain', 'wheat']],
    ['1 tbsp toasted sesame oil', ['sesame']],
    ['3 slices bacon', ['pork']],
    ['6 oz smoked salmon', ['fish']],
    ['1/2 cup mayonnaise', ['egg']],
    ['1 cup rolled oats', ['gluten', 'grain']],
    ['1 cup gluten-free rolled oats', ['grain']],
    ['2 tbsp honey', ['honey', 'sugar']],
    ['2 ripe bananas', ['sweetFruit']],
  ])('%j → %j', (line, expected) => {
    expect(flags(line)).toEqual([...expected].sort());
  });

  it('names prepared dishes as of unknown contents', () => {
    expect(analyzeText('Leftover chicken soup').flags.has('unknown')).toBe(true);
    expect(analyzeText('Frozen pizza').flags.has('unknown')).toBe(true);
    expect(analyzeText('pizza dough').flags.has('unknown')).toBe(false);
  });
});

describe('profileItem: what an inventory item is', () => {
  it('reads food-database names by their first segment and everyday names by their last word', () => {
    expect(profileItem('Chicken, broilers or fryers, breast, raw').role).toBe('protein');
    expect(profileItem('Garlic bread').kind).toBe('bread');
    expect(profileItem('Strawberry yogurt').kind).toBe('yogurt');
    expect(profileItem('Peanut butter, smooth').flags.has('peanut')).toBe(true);
  });

  it('falls back to the cautious flags of the category for an unknown name', () => {
    const item = profileItem('Grandma’s special', 'Dairy and Egg Products');
    expect(item.flags.has('milk')).toBe(true);
    expect(item.flags.has('egg')).toBe(true);
    expect(profileItem('Mystery jar').flags.has('unknown')).toBe(true);
    expect(profileItem('Chicken noodle', 'Soups, Sauces, and Gravies').flags.has('unknown')).toBe(true);
    // A name that is exactly one known food is that food, whatever mixture category it is filed under.
    expect(profileItem('Maple Syrup', 'Sweets').flags.has('unknown')).toBe(false);
    expect(profileItem('Sugar', 'Sweets').flags.has('unknown')).toBe(false);
    expect(profileItem('Granola Bars', 'Snacks').flags.has('unknown')).toBe(true);
  });
});

describe('diets', () => {
  it('vegan allows no milk, eggs, honey or meat; vegetarian allows milk and eggs', () => {
    for (const line of ['1 cup milk', '2 eggs', '1 tbsp honey', '1 lb beef', '2 tbsp fish sauce', '1 packet gelatin']) {
      expect(fitsDiet(flagsOfLines([line]), 'vegan')).toBe(false);
    }
    expect(fitsDiet(flagsOfLines(['1 cup milk', '2 eggs', '1 tbsp honey']), 'vegetarian')).toBe(true);
    expect(fitsDiet(flagsOfLines(['4 cups chicken broth']), 'vegetarian')).toBe(false);
  });

  it('gluten-free refuses wheat flour, pasta, bread and soy sauce unless marked gluten-free', () => {
    for (const line of ['2 cups all-purpose flour', '1 lb penne', '4 slices bread', '2 tbsp soy sauce', '1 cup couscous', '1 bottle beer']) {
      expect(fitsDiet(flagsOfLines([line]), 'gluten-free')).toBe(false);
    }
    for (const line of ['1 lb gluten-free penne', '2 tbsp gluten-free tamari', '2 cups rice', '8 corn tortillas', '1 cup almond flour']) {
      expect(fitsDiet(flagsOfLines([line]), 'gluten-free')).toBe(true);
    }
  });

  it('keto is stricter than low-carb; paleo refuses grains, legumes and dairy but allows ghee and honey', () => {
    const apple = flagsOfLines(['1 apple']);
    expect(fitsDiet(apple, 'keto')).toBe(false);
    expect(fitsDiet(apple, 'low-carb')).toBe(true);
    expect(fitsDiet(flagsOfLines(['2 tbsp ghee', '1 tbsp honey']), 'paleo')).toBe(true);
    expect(fitsDiet(flagsOfLines(['1 cup milk']), 'paleo')).toBe(false);
    expect(fitsDiet(flagsOfLines(['1 can chickpeas']), 'paleo')).toBe(false);
  });

  it('halal refuses pork and alcohol; kosher refuses pork, shellfish and meat with milk', () => {
    expect(fitsDiet(flagsOfLines(['4 slices bacon']), 'halal')).toBe(false);
    expect(fitsDiet(flagsOfLines(['1/2 cup white wine']), 'halal')).toBe(false);
    expect(fitsDiet(flagsOfLines(['1 lb shrimp']), 'kosher')).toBe(false);
    expect(fitsDiet(flagsOfLines(['1 lb chicken thighs', '1/2 cup heavy cream']), 'kosher')).toBe(false);
    expect(fitsDiet(flagsOfLines(['1 lb salmon', '1/2 cup heavy cream']), 'kosher')).toBe(true);
    expect(dietsFitting(flagsOfLines(['1 lb chicken thighs']))).toEqual(expect.arrayContaining(['halal', 'kosher', 'gluten-free', 'dairy-free']));
  });

  it('allergens are read from the foods, and an unknown food carries all of them', () => {
    expect(allergensIn(flagsOfLines(['2 tbsp hoisin sauce']))).toEqual(['soy', 'wheat', 'sesame']);
    expect(allergensIn(flagsOfLines(['1/4 cup pesto']))).toEqual(['tree nuts', 'milk']);
    expect(allergensIn(new Set<FoodFlag>(['unknown']))).toHaveLength(9);
  });
});

describe('readRestrictions / restrictionViolation', () => {
  it('reads onboarding chips and free text alike', () => {
    const r = readRestrictions({
      userDiets: ['Vegetarian', 'Gluten-Free'],
      userAllergens: ['Tree Nuts', 'Milk', 'mustard'],
      foodsToAvoid: ['Cilantro', 'mushrooms'],
      requestRestrictions: ['nut-free', 'pescatarian', 'low carb'],
    });
    expect([...r.diets].sort()).toEqual(['gluten-free', 'low-carb', 'vegetarian']);
    expect([...r.allergens].sort()).toEqual(['milk', 'peanuts', 'tree nuts']);
    expect(r.avoid).toEqual(expect.arrayContaining([' cilantro ', ' mushroom ', ' mustard ']));
    expect(r.unrecognised).toEqual(['mustard']);
  });

  it('refuses a recipe for the first rule it breaks', () => {
    const r = readRestrictions({ userAllergens: ['Shellfish'], foodsToAvoid: ['mushrooms', 'pork'] });
    expect(restrictionViolation(['1 lb shrimp'], r)).toBe('contains shellfish');
    expect(restrictionViolation(['8 oz cremini mushrooms, sliced'], r)).toBe('contains mushroom');
    expect(restrictionViolation(['4 slices bacon'], r)).toBe('contains pork');
    expect(restrictionViolation(['2 cups rice', 'Salt to taste'], r)).toBeNull();
  });

  it('takes gluten as wheat and gluten, and dairy as milk', () => {
    const r = readRestrictions({ userAllergens: ['gluten', 'dairy'] });
    expect(restrictionViolation(['1 cup rolled oats'], r)).not.toBeNull();
    expect(restrictionViolation(['2 tbsp butter'], r)).toBe('contains milk');
  });
});
