import fc from 'fast-check';
import { parseQuantity } from '../quantity.js';
import { scaleStepText } from './scale-step.js';

const foods = ['butter', 'egg', 'flour', 'garlic', 'onion', 'milk'];

describe('scaleStepText', () => {
  it('scales amounts with a unit', () => {
    expect(scaleStepText('Whisk in 2 tablespoons of butter and 1 cup milk.', 0.5, foods)).toEqual({
      text: 'Whisk in 1 tablespoon of butter and 1/2 cup milk.',
      amounts: [
        { original: '2 tablespoons', scaled: '1 tablespoon' },
        { original: '1 cup', scaled: '1/2 cup' },
      ],
    });
  });

  it('scales counts of the recipe\'s foods, keeping eggs whole', () => {
    expect(scaleStepText('Beat 3 large eggs with 250 g flour.', 0.5, foods).text).toBe('Beat 2 large eggs with 125 g flour.');
    expect(scaleStepText('Add 2 onions.', 1.5, foods).text).toBe('Add 3 onions.');
  });

  it('scales both ends of a range and mixed numbers', () => {
    expect(scaleStepText('Add 2-3 tbsp butter.', 2, foods).text).toBe('Add 4-6 tbsp butter.');
    expect(scaleStepText('Stir in 1 1/2 cups flour.', 2, foods).text).toBe('Stir in 3 cups flour.');
    expect(scaleStepText('Stir in 1½ cups flour.', 1 / 3, foods).text).toBe('Stir in 1/2 cup flour.');
    expect(scaleStepText('Rinse 1 cup rice, add 1 tbsp oil.', 2, ['rice', 'oil']).text).toBe('Rinse 2 cups rice, add 2 tbsp oil.');
  });

  it.each([
    'Preheat the oven to 350°F.',
    'Bake at 180 C for 25 minutes.',
    'Grease a 9x13-inch pan.',
    'Roll out to 2 cm thick.',
    'Cut into 8 pieces.',
    'Divide into 4 portions and bake 2 batches.',
    'Simmer for 20 minutes, stirring every 5 minutes.',
  ])('leaves "%s" alone', (step) => {
    expect(scaleStepText(step, 3, foods)).toEqual({ text: step, amounts: [] });
  });

  it('keeps the text when the factor is 1', () => {
    expect(scaleStepText('Add 2 cups flour.', 1, foods).text).toBe('Add 2 cups flour.');
  });

  it('multiplies any weight by the factor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.constantFrom(0.25, 0.5, 2, 3, 1.5), (grams, factor) => {
        const { text, amounts } = scaleStepText(`Fold in ${grams} g flour, then bake 20 minutes at 200°C.`, factor, foods);
        expect(amounts).toHaveLength(1);
        const scaled = parseQuantity(/Fold in (.+) g flour/.exec(text)?.[1] ?? '');
        expect(scaled).toBeCloseTo(grams * factor, 1);
        expect(text.endsWith(', then bake 20 minutes at 200°C.')).toBe(true);
      }),
    );
  });

  it('changes nothing but numbers (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: 0.1, max: 10, noNaN: true }), (step, factor) => {
        const { text } = scaleStepText(step, factor, foods);
        // a unit word may only change number ('cup' → 'cups')
        const skeleton = (t: string) => t.replace(/[\d½¼¾⅓⅔⅛⅜⅝⅞/ .]/g, '').replace(/([a-z])s\b/gi, '$1');
        expect(skeleton(text)).toBe(skeleton(step));
      }),
    );
  });
});
