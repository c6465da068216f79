import { identifyFood } from './identify-food.js';
import { stateOfName } from './food-state.js';
import { cardWords } from './card-name.js';
import { readTypedName } from './typed-name.js';

describe('identifyFood: the name is the person’s', () => {
  it.each([
    ['Kerrygold butter', 'Kerrygold butter', 'butter'],
    ['sourdough bread', 'Sourdough bread', 'bread'],
    ['baby spinach', 'Baby spinach', 'spinach'],
    ['2% milk', '2% milk', 'milk'],
    ['Homemade pesto', 'Homemade pesto', 'pesto'],
    ['fresh mozzarella', 'Fresh mozzarella', 'mozzarella-cheese'],
    ['pork tenderloin', 'Pork tenderloin', 'pork'],
    ['beef stock', 'Beef stock', 'beef-broth'],
    ["Grandma's tomato sauce", "Grandma's tomato sauce", 'tomato-sauce'],
    ['Ground coriander', 'Ground coriander', 'coriander-seed'],
    ['  red   lentils ', 'Red lentils', 'lentil'],
  ])('%j keeps the name %j and links %s', (typed, name, key) => {
    const found = identifyFood(typed);
    expect(found.name).toBe(name);
    expect(found.food.key).toBe(key);
    expect(found.linked).toBe(true);
  });

  it('moves an amount at the front to the quantity', () => {
    expect(identifyFood('a dozen eggs')).toMatchObject({ name: 'Eggs', amount: { quantity: '12', unit: 'item' } });
    expect(identifyFood('half a dozen eggs')).toMatchObject({ name: 'Eggs', amount: { quantity: '6', unit: 'item' } });
    expect(identifyFood('2 lb chicken')).toMatchObject({ name: 'Chicken', amount: { quantity: '2', unit: 'lb' } });
    expect(identifyFood('a loaf of bread')).toMatchObject({ name: 'Bread', amount: { quantity: '1', unit: 'loaf' } });
    expect(identifyFood('two cans of tuna')).toMatchObject({ name: 'Tuna', amount: { quantity: '2', unit: 'can' } });
    expect(identifyFood('6 bell peppers')).toMatchObject({ name: 'Bell peppers', amount: { quantity: '6', unit: 'item' } });
  });

  it('keeps the food of a recipe line, not its preparation or second choice', () => {
    expect(readTypedName('4 cloves garlic, minced').name).toBe('Garlic');
    expect(readTypedName('1 garlic clove, roughly chopped')).toEqual({ name: 'Garlic', amount: { quantity: '1', unit: 'clove' } });
    expect(readTypedName('1.2 ounces melted butter').name).toBe('Butter');
    expect(readTypedName('Thinly sliced red cabbage').name).toBe('Red cabbage');
    expect(readTypedName('1 cup sour cream or Greek yogurt').name).toBe('Sour cream');
    expect(readTypedName('1 tablespoon palm or coconut sugar').name).toBe('Palm sugar');
    expect(readTypedName('Salt to taste').name).toBe('Salt');
    expect(readTypedName('1 medium head cauliflower cut into florets')).toEqual({ name: 'Cauliflower', amount: { quantity: '1', unit: 'head' } });
    expect(readTypedName('1 cup (100 g) rolled oats').name).toBe('Rolled oats');
    expect(readTypedName('500 g de carottes')).toEqual({ name: 'Carottes', amount: { quantity: '500', unit: 'g' } });
    expect(readTypedName('1 EL Crème fraîche')).toEqual({ name: 'Crème fraîche', amount: { quantity: '1', unit: 'EL' } });
    expect(readTypedName('1,5 kg zemiakov').amount).toEqual({ quantity: '1.5', unit: 'kg' });
    // a connecting word is a whole word: 'dijon' and 'diced' keep their first letters
    expect(readTypedName("200 g d'amandes").name).toBe('Amandes');
    expect(readTypedName('2 tsp dijon mustard').name).toBe('Dijon mustard');
    expect(readTypedName('40 g diced green olives').name).toBe('Green olives');
    expect(readTypedName('1 lb of carrots').name).toBe('Carrots');
    // one word before 'or' shares the second choice's food
    expect(readTypedName('2 cups vegetable or chicken stock').name).toBe('Vegetable stock');
    expect(readTypedName('1 tbsp white or red wine vinegar').name).toBe('White wine vinegar');
    expect(readTypedName('1 cup butter or margarine').name).toBe('Butter');
    // what people type into the inventory is left as it is
    expect(readTypedName('Chicken breast, boneless').name).toBe('Chicken breast, boneless');
    expect(readTypedName('Cold brew coffee').name).toBe('Cold brew coffee');
    expect(readTypedName('Sliced mozzarella').name).toBe('Sliced mozzarella');
  });

  it('keeps numbers that are part of the name', () => {
    expect(readTypedName('2% milk')).toEqual({ name: '2% milk', amount: null });
    expect(readTypedName('100% orange juice')).toEqual({ name: '100% orange juice', amount: null });
    expect(readTypedName('7up')).toEqual({ name: '7up', amount: null });
  });
});

describe('identifyFood: links only on evidence, never across families', () => {
  it('reads bone-in chicken thighs as chicken thighs, not steak', () => {
    const found = identifyFood('bone-in chicken thighs');
    expect(found.food.key).toBe('chicken-thigh');
    expect(found.name).toBe('Bone-in chicken thighs');
  });

  it('reads leftover lasagna as a dish of its own, not lasagna noodles', () => {
    const found = identifyFood('leftover lasagna');
    expect(found.food.key).not.toBe('lasagna-noodle');
    expect(found.linked).toBe(false);
    expect(found.state).toBe('leftover');
    expect(found.name).toBe('Leftover lasagna');
  });

  it('does not link a meat of one animal to a food of another', () => {
    for (const name of ['beef chicken-style strips', 'turkey steak', 'salmon burger', 'lamb ham']) {
      const found = identifyFood(name);
      const words = name.split(/[\s-]+/);
      if (found.linked) expect(words.some((word) => found.food.name.toLowerCase().includes(word.replace(/s$/, '')))).toBe(true);
    }
    expect(identifyFood('turkey steak').food.key).not.toBe('steak');
  });

  it('links a two-food name by what it is: a vanilla bean is a spice, beef or chicken broth is broth', () => {
    expect(identifyFood('1 vanilla bean, split').food).toMatchObject({ name: 'Vanilla bean', category: 'Spices and Herbs' });
    expect(identifyFood('1 cup beef or chicken broth').food).toMatchObject({ name: 'Beef broth', category: 'Soups, Sauces, and Gravies' });
    expect(identifyFood('4 merguez').food).toMatchObject({ name: 'Sausages', category: 'Sausages and Luncheon Meats' });
  });

  it('files chocolate milk under milk and milk chocolate under chocolate', () => {
    expect(identifyFood('chocolate milk').food.name).toBe('Milk');
    expect(identifyFood('milk chocolate').food.category).toBe('Sweets');
  });

  it.each([
    ['duck fat', 'Fats and Oils'],
    ['goose fat', 'Fats and Oils'],
    ['cocoa butter', 'Fats and Oils'],
    ['peanut butter chips', 'Sweets'],
    ['butterscotch chips', 'Sweets'],
    ['sausage rolls', 'Meals, Entrees, and Side Dishes'],
    ['scotch eggs', 'Meals, Entrees, and Side Dishes'],
  ])('%j is filed under %s, not under the food its first word names', (name, category) => {
    expect(identifyFood(name).food.category).toBe(category);
  });

  it('links nothing for a food the catalog does not know, keeping a key of its own words', () => {
    const found = identifyFood('chocolate crepes');
    expect(found.linked).toBe(false);
    expect(found.name).toBe('Chocolate crepes');
    expect(found.food.key).toBe('chocolate-crepe');
  });
});

describe('identifyFood: cards', () => {
  const card = (name: string) => identifyFood(name).cardKey;

  it('one card for case, plural, word order, sizes and true synonyms', () => {
    expect(card('eggs')).toBe(card('Egg'));
    expect(card('Large eggs')).toBe(card('eggs'));
    expect(card('a dozen eggs')).toBe(card('eggs'));
    expect(card('Chicken breast, boneless')).toBe(card('boneless chicken breast'));
    expect(card('garbanzo beans')).toBe(card('Chickpeas'));
    expect(card('spring onions')).toBe(card('scallions'));
  });

  it('two cards for two specific names of one food, and for a state', () => {
    expect(card('Kerrygold butter')).not.toBe(card('unsalted butter'));
    expect(card('Kerrygold butter')).not.toBe(card('butter'));
    expect(card('red lentils')).not.toBe(card('green lentils'));
    expect(card('2% milk')).not.toBe(card('milk'));
    expect(card('leftover rice')).not.toBe(card('rice'));
    expect(identifyFood('red lentils').food.key).toBe(identifyFood('green lentils').food.key);
  });

  it('says when a name is the food’s plain name', () => {
    expect(identifyFood('eggs').generic).toBe(true);
    expect(identifyFood('Butter').generic).toBe(true);
    expect(identifyFood('chicken').generic).toBe(true);
    expect(identifyFood('Kerrygold butter').generic).toBe(false);
    expect(identifyFood('sourdough bread').generic).toBe(false);
  });

  it('card words ignore packaging and keep percentages', () => {
    expect(cardWords('Milk (1 gallon)')).toBe('milk');
    expect(cardWords('2% Milk')).toBe('2pct milk');
    expect(cardWords('Organic baby spinach 16 oz bag')).toBe('baby spinach');
  });
});

describe('stateOfName', () => {
  it.each([
    ['leftover lasagna', 'leftover'],
    ['Leftovers: roast chicken', 'leftover'],
    ['cooked rice', 'cooked'],
    ['rotisserie chicken', 'cooked'],
    ['Homemade pesto', 'homemade'],
    ["Grandma's tomato sauce", 'homemade'],
    ['opened salsa', 'opened'],
    ['thawed chicken thighs', 'thawed'],
    ['defrosted prawns', 'thawed'],
    ['frozen peas', 'frozen'],
    ['canned tomatoes', 'canned'],
    ['dried apricots', 'dried'],
  ])('%j → %s', (name, state) => {
    expect(stateOfName(name)).toBe(state);
  });

  it.each(['milk', 'pork roast', 'baked beans', 'smoked salmon', 'dry yeast', 'chicken breast', 'Grandma Strawberry Jam'])('%j says no state', (name) => {
    expect(stateOfName(name)).toBeNull();
  });
});

// recipe lines and typed names written for this test, in the shapes the second names corpus showed
describe('identifyFood: what is not the name (issue 29, third names corpus)', () => {
  it.each([
    ['2 tbsp flour + 2 tbsp milk', 'Flour'],
    ['1 cup brown rice pasta made from rice and quinoa', 'Brown rice pasta'],
    ['Optional: 3 drops green food coloring', 'Green food coloring'],
    ['2 tablespoons store-bought or homemade pesto', 'Pesto'],
    ['4 eggs at room temp', 'Eggs'],
    ['3 eggs room temperature', 'Eggs'],
    ['Cornmeal for rolling', 'Cornmeal'],
    ['1 cup double cream, cold', 'Double cream'],
    ['1 cup sour cream * see notes', 'Sour cream'],
  ])('%j is %j', (line, name) => {
    expect(identifyFood(line).name).toBe(name);
  });

  it('keeps "homemade" when it is the only word before the food', () => {
    expect(identifyFood('homemade hummus').name).toBe('Homemade hummus');
  });

  it('reads one slipped letter in a long word, keeping the name as typed', () => {
    expect(identifyFood('chiken thighs')).toMatchObject({ name: 'Chiken thighs', linked: true, food: { key: 'chicken-thigh' } });
    expect(identifyFood('ground tumeric').food.name).toBe('Turmeric');
    expect(identifyFood('fresh pasrley').food.name).toBe('Parsley');
  });

  it('never reads a changed letter as a slip: those are other words', () => {
    expect(identifyFood('vanilla wafers').food.name).not.toBe('Water');
    expect(identifyFood('pita pockets').food.name).not.toBe('Arugula');
    expect(identifyFood('rice papers').food.name).not.toBe('Capers');
  });

  it('files frozen and oven chips as fries, not crisps', () => {
    expect(identifyFood('frozen chips').food.name).toBe('Frozen french fries');
    expect(identifyFood('oven chips').food.name).toBe('Frozen french fries');
    expect(identifyFood('salt and vinegar crisps').food.name).toBe('Potato chips');
  });
});
