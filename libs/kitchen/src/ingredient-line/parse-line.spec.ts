import { parseIngredientLine } from './parse-line.js';

/**
 * Issue 30, the food apart from its grades, cuts and notes: one rule per block, each with lines
 * written for this spec (none from the NYT set the bench reads).
 */
const parsed = (line: string) => {
  const { quantity, unit, food, preparation, comment } = parseIngredientLine(line);
  return { quantity, unit, food, preparation, comment };
};

describe('parseIngredientLine: amounts written with a slip or a second unit', () => {
  it('adds an ounce to a volume as a fluid ounce', () => {
    expect(parsed('1 cup plus 2 ounces dark rum')).toMatchObject({ quantity: 10, unit: 'fl oz', food: 'dark rum' });
    // a weight plus a weight stays a weight
    expect(parsed('1 pound plus 4 ounces flour')).toMatchObject({ quantity: 20, unit: 'oz', food: 'flour' });
  });

  it('reads "filet" after the food as the fillet unit', () => {
    expect(parsed('3 anchovy filets, chopped')).toMatchObject({ quantity: 3, unit: 'fillet', food: 'anchovy', preparation: 'chopped' });
  });

  it('reads a unit word written twice as one unit', () => {
    expect(parsed('1/2 cup cup sour cream')).toMatchObject({ quantity: 0.5, unit: 'cup', food: 'sour cream' });
    expect(parsed('2 cups cup-shaped pasta')).toMatchObject({ unit: 'cup', food: 'cup-shaped pasta' });
  });
});

describe('parseIngredientLine: grades before the food', () => {
  it('reads grades joined by "but" as grades', () => {
    expect(parsed('2 ripe but firm avocados, halved')).toMatchObject({ food: 'avocados', preparation: 'halved', comment: 'ripe firm' });
  });

  it('leaves comparative sizes and the water temperature out of the food', () => {
    expect(parsed('24 smaller clams')).toMatchObject({ food: 'clams', comment: 'smaller' });
    expect(parsed('1 pound smallest possible okra')).toMatchObject({ food: 'okra' });
    expect(parsed('1 cup tepid water')).toMatchObject({ food: 'water', comment: 'tepid' });
    expect(parsed('1/2 cup chunky almond butter')).toMatchObject({ food: 'almond butter' });
  });

  it('files powdered, dissolved and well-seasoned as preparation, but keeps the products they name', () => {
    expect(parsed('1 teaspoon powdered cumin')).toMatchObject({ food: 'cumin', preparation: 'powdered' });
    expect(parsed('1 cup powdered sugar')).toMatchObject({ food: 'powdered sugar', preparation: null });
    expect(parsed('3 tablespoons dissolved gelatin')).toMatchObject({ food: 'gelatin', preparation: 'dissolved' });
    expect(parsed('2 cups well-seasoned beef stock')).toMatchObject({ food: 'beef stock', preparation: 'well-seasoned' });
    expect(parsed('1/4 cup seasoned rice vinegar')).toMatchObject({ food: 'seasoned rice vinegar' });
  });
});

describe('parseIngredientLine: cuts and parts around the food', () => {
  it('takes a cut and its size off the front of the food', () => {
    expect(parsed('2 cups 1-inch chunks fresh mango')).toMatchObject({ quantity: 2, unit: 'cup', food: 'mango' });
    expect(parsed('1 cup small cubes smoked ham')).toMatchObject({ food: 'smoked ham' });
    expect(parsed('1/3 cup inch-long shavings Pecorino')).toMatchObject({ food: 'Pecorino' });
  });

  it('reads the parts of a food before it', () => {
    expect(parsed('2 cups sliced white and light green parts of leeks')).toMatchObject({ food: 'leeks', preparation: 'sliced' });
  });

  it('reads sprigs, threads, stems and wheels after the food as the part used', () => {
    expect(parsed('1/2 ounce fresh dill sprigs')).toMatchObject({ unit: 'oz', food: 'dill' });
    expect(parsed('1 pinch saffron threads')).toMatchObject({ unit: 'pinch', food: 'saffron' });
    expect(parsed('1 cup cilantro stems, chopped')).toMatchObject({ food: 'cilantro', preparation: 'chopped' });
    expect(parsed('Orange wheels, for garnish')).toMatchObject({ food: 'Orange' });
  });

  it('reads "each" and "each of" after the unit as part of the amount', () => {
    expect(parsed('Handful each of torn mint')).toMatchObject({ quantity: 1, unit: 'handful', food: 'mint', preparation: 'torn' });
    expect(parsed('1 tablespoon each dill and chives')).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'dill and chives', comment: 'each' });
  });

  it('reads a label of what the line is for, before a colon, as a comment', () => {
    expect(parsed('Garnish: mint leaves')).toMatchObject({ food: 'mint leaves', comment: 'Garnish' });
    expect(parsed('For serving: lemon wedges')).toMatchObject({ food: 'lemon wedges', comment: 'For serving' });
  });

  it('leaves a vague amount of one food of a list out of the food', () => {
    expect(parsed('Salt and a generous amount of cracked pepper')).toMatchObject({ food: 'Salt and pepper' });
    expect(parsed('a sprinkle of grated nutmeg')).toMatchObject({ quantity: null, food: 'nutmeg', preparation: 'grated' });
  });

  it('reads what a note after the food says about its liquid, size or piece as a comment', () => {
    expect(parsed('2 cups chickpeas and their liquid')).toMatchObject({ food: 'chickpeas', comment: 'and their liquid' });
    expect(parsed('1 pound green beans about the size of a pencil')).toMatchObject({ food: 'green beans', comment: 'about the size of a pencil' });
    expect(parsed('2 pounds pork belly in one piece')).toMatchObject({ food: 'pork belly', comment: 'in one piece' });
  });
});

describe('parseIngredientLine: alternatives of grade or origin', () => {
  it('reads one grade for another before the food as a comment', () => {
    expect(parsed('12 ounces firm or silken tofu')).toMatchObject({ food: 'tofu', comment: 'firm or silken' });
    expect(parsed('1/4 cup fresh or bottled lime juice')).toMatchObject({ food: 'lime juice', comment: 'fresh or bottled' });
    expect(parsed('1 cup fresh or frozen corn')).toMatchObject({ food: 'corn', comment: 'fresh or frozen' });
    expect(parsed('1 cup fresh or store bought pesto')).toMatchObject({ food: 'pesto', comment: 'fresh or store bought' });
  });

  it('reads origins given as alternatives as a comment', () => {
    expect(parsed('8 Spanish or Greek green olives, pitted')).toMatchObject({ food: 'green olives', comment: 'Spanish or Greek' });
  });

  it('shares the food between a participle or a fat grade and its alternative', () => {
    expect(parsed('1 pound smoked or fresh trout')).toMatchObject({ food: 'smoked trout', comment: 'or fresh trout' });
    expect(parsed('1 cup low-fat or nonfat milk')).toMatchObject({ food: 'low-fat milk' });
    expect(parsed('1 cup Greek low-fat or nonfat yogurt')).toMatchObject({ food: 'Greek low-fat yogurt' });
  });

  it('keeps a food of its own before "or" and an alternative with its own measure apart', () => {
    expect(parsed('2 cups half-and-half or light cream')).toMatchObject({ food: 'half-and-half', comment: 'or light cream' });
    expect(parsed('1 baguette or loaf sourdough bread')).toMatchObject({ food: 'baguette', comment: 'or loaf sourdough bread' });
    // a grade before a food of its own is still that food: 'shallot or red onion' stays shallot
    expect(parsed('1 tablespoon minced shallot or red onion')).toMatchObject({ food: 'shallot' });
  });
});
