import { countableLine } from './counts.js';

describe('countableLine: amounts a cook can take', () => {
  it.each([
    ['1.5 large eggs', '2 large eggs'],
    ['2 1/2 bananas', '3 bananas'],
    ['1 1/2 limes', '2 limes'],
    ['0.8 can chickpeas, drained', '1 can chickpeas, drained'],
    ['0.5 cans tomatoes', '1 can tomatoes'],
    ['0.25 pinch salt', '1 pinch salt'],
    ['1.5 cloves garlic, minced', '2 cloves garlic, minced'],
    ['0.25 sheet puff pastry', '1 sheet puff pastry'],
    ['0.13 cup sugar', '2 tbsp sugar'],
    ['0.3 cup milk', '1/3 cup milk'],
    // measuring cups hold quarters, thirds and halves, not eighths
    ['2 3/8 cups cooked chicken, shredded', '2 1/3 cups cooked chicken, shredded'],
    ['5/8 cup flour', '2/3 cup flour'],
    ['3/8 cups plain greek yogurt', '1/3 cup plain greek yogurt'],
    // decimals read as a cook writes them
    ['1.5 lb chicken breasts', '1 1/2 lb chicken breasts'],
    ['0.5 cup Parmesan, finely grated', '1/2 cup Parmesan, finely grated'],
    ['0.25 tsp ground cinnamon', '1/4 tsp ground cinnamon'],
    ['0.08 tsp cinnamon', '1/4 tsp cinnamon'],
    // half a head of cabbage is cut off and the rest kept; not a whole one for two (issue 31's blind read)
    ['0.3 head cabbage, shredded', '1/2 head cabbage, shredded'],
    ['1.4 heads broccoli, cut into florets', '1 1/2 heads broccoli, cut into florets'],
    // no spoon holds a quarter tablespoon: teaspoons under one, halves above (issue 31's blind read)
    ['1/4 tbsp chocolate chips', '3/4 tsp chocolate chips'],
    ['0.75 tbsp lime juice', '2 1/4 tsp lime juice'],
    ['1 1/4 tbsp vegetable oil', '1 1/2 tbsp vegetable oil'],
    ['3 1/4 tbsp powdered sugar', '3 1/2 tbsp powdered sugar'],
  ])('%j → %j', (line, expected) => {
    expect(countableLine(line)).toBe(expected);
  });

  it.each(['1/2 onion, diced', '1/2 tbsp soy sauce', '1/4 lemon', '2 cups flour', '1.4 lb chicken breast', '200 g rice', 'Salt and black pepper to taste'])(
    'leaves %j as it is',
    (line) => {
      expect(countableLine(line)).toBe(line);
    },
  );

  it('rounds what scaled book lines leave (the blind read: "0.67 loaf", "1 cups", "1 large eggs", "1 1/2 scallions")', () => {
    expect(countableLine('0.67 loaf italian bread, halved lengthwise')).toBe('1/2 loaf italian bread, halved lengthwise');
    expect(countableLine('1 cups shredded mozzarella')).toBe('1 cup shredded mozzarella');
    expect(countableLine('1 large eggs')).toBe('1 large egg');
    expect(countableLine('1 medium eggplants')).toBe('1 medium eggplant');
    expect(countableLine('1 1/2 scallions, thinly sliced')).toBe('2 scallions, thinly sliced');
    expect(countableLine('3.33 oz bittersweet chocolate, chopped')).toBe('3 1/4 oz bittersweet chocolate, chopped');
    expect(countableLine('2 large eggs')).toBe('2 large eggs');
    expect(countableLine('1 cloves garlic, minced')).toBe('1 clove garlic, minced');
    expect(countableLine('1/2 onions, finely chopped')).toBe('1/2 onion, finely chopped');
    expect(countableLine('0.83 cinnamon stick')).toBe('1 cinnamon stick');
  });
});
