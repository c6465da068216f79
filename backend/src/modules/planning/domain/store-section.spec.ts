import { storeSectionFor } from './store-section.js';

describe('storeSectionFor', () => {
  it.each([
    ['Bananas', 'produce'],
    ['red bell peppers', 'produce'],
    ['Whole milk', 'dairy'],
    ['eggs', 'dairy'],
    ['Chicken breast', 'meat'],
    ['salmon fillets', 'meat'],
    ['Sourdough bread', 'bakery'],
    ['frozen peas', 'frozen'],
    ['peanut butter', 'pantry'],
    ['butternut squash', 'produce'],
    ['olive oil', 'pantry'],
    ['basmati rice', 'pantry'],
    ['dish soap', 'other'],
  ])('%s is in %s', (name, section) => {
    expect(storeSectionFor(name)).toBe(section);
  });

  it('uses the food category when the name says nothing', () => {
    expect(storeSectionFor('Gala', 'Fruits and Fruit Juices')).toBe('produce');
  });
});
