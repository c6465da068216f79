/**
 * Issue 31's blind read: steps in the order a cook works. Shrimp and fish go in after what takes
 * longer, canned tuna is only warmed at the end, frozen peas are not simmered for half an hour; a
 * soup is not plain water and a stir-fry not salt and pepper alone; a crisp is topped with oats, not
 * baked granola bars; a compote is sweetened; a big batch of potatoes is not crowded in one pan.
 */
import { build, stock } from './template-test-kitchen.js';
const stepIndex = (steps: readonly string[], pattern: RegExp): number => steps.findIndex((step) => pattern.test(step));

describe('steps in a cook’s order', () => {
  it('tacos: shrimp goes in after the onion and peppers, canned tuna is stirred in at the end and never charred', () => {
    const shrimp = build('tacos', [stock('Shrimp', '1', 'lb'), stock('Onions', '2', 'item'), stock('Bell Peppers', '2', 'item'), stock('Tortillas', '10', 'item'), stock('Salsa', '16', 'oz')]);
    expect(shrimp).not.toBeNull();
    const steps = shrimp?.instructions ?? [];
    expect(stepIndex(steps, /\bshrimp\b.*pink/)).toBeGreaterThan(stepIndex(steps, /onions? and bell peppers|bell peppers and onions?/));
    const tuna = build('tacos', [stock('Canned Tuna', '3', 'can'), stock('Bell Peppers', '2', 'item'), stock('Tortillas', '10', 'item'), stock('Salsa', '16', 'oz')]);
    const tunaSteps = tuna?.instructions ?? [];
    expect(tunaSteps.filter((step) => /charred/.test(step)).join(' ')).not.toMatch(/tuna/);
    expect(tunaSteps.some((step) => /Stir in .*tuna.*just until hot/.test(step))).toBe(true);
  });

  it('soup: frozen peas join at the end, shrimp poaches for the last minutes instead of being browned first', () => {
    const soup = build('soup', [stock('Shrimp', '1', 'lb'), stock('Carrots', '2', 'lb'), stock('Frozen Peas', '16', 'oz'), stock('Onions', '2', 'item'), stock('Chicken Broth', '32', 'fl oz')]);
    const steps = soup?.instructions ?? [];
    expect(steps.join(' ')).not.toMatch(/brown the shrimp/i);
    const simmer = stepIndex(steps, /simmer gently/);
    expect(steps[simmer]).not.toMatch(/peas/);
    expect(stepIndex(steps, /Add the shrimp and simmer until pink/)).toBeGreaterThan(simmer);
    expect(stepIndex(steps, /Stir in the peas/)).toBeGreaterThan(simmer);
  });

  it('soup: no plain-water soup from what is on hand; broth to buy when shopping is allowed', () => {
    const plain = [stock('Carrots', '2', 'lb'), stock('Zucchini', '3', 'item')];
    expect(build('soup', plain)).toBeNull();
    expect(build('soup', plain, { onlyUseOnHand: false })?.ingredients.join('\n')).toMatch(/vegetable broth/);
  });

  it('curry: shrimp simmers only at the end, frozen peas after the simmer', () => {
    const curry = build('curry', [stock('Shrimp', '1', 'lb'), stock('Potatoes', '2', 'lb'), stock('Frozen Peas', '16', 'oz'), stock('Curry Powder', '2', 'oz'), stock('Onions', '2', 'item')], { cuisine: 'indian' });
    const steps = curry?.instructions ?? [];
    expect(steps.join(' ')).not.toMatch(/brown it on all sides/);
    expect(steps.find((step) => /shrimp/.test(step))).toMatch(/until pink and just opaque, about 3 minutes/);
    expect(steps.find((step) => /simmer and cook, covered/.test(step))).not.toMatch(/peas/);
  });

  it('stir-fry: nothing but salt and pepper is no stir-fry', () => {
    expect(build('stir-fry', [stock('Chicken Breast', '1', 'lb'), stock('Bell Peppers', '2', 'item'), stock('Carrots', '2', 'lb')], { cuisine: 'asian' })).toBeNull();
    expect(build('stir-fry', [stock('Chicken Breast', '1', 'lb'), stock('Bell Peppers', '2', 'item'), stock('Soy Sauce', '10', 'fl oz')], { cuisine: 'asian' })).not.toBeNull();
    expect(build('stir-fry', [stock('Chicken Breast', '1', 'lb'), stock('Bell Peppers', '2', 'item'), stock('Garlic', '1', 'head'), stock('Salt', '26', 'oz')], { cuisine: 'asian' })).not.toBeNull();
    // Garlic with no salt and no sauce is still unseasoned (the fourth blind read).
    expect(build('stir-fry', [stock('Chicken Breast', '1', 'lb'), stock('Bell Peppers', '2', 'item'), stock('Garlic', '1', 'head')], { cuisine: 'asian' })).toBeNull();
  });

  it('crisp: rolled oats, never granola bars; compote: sweetened or not made', () => {
    const bars = [stock('Apples', '6', 'item'), stock('Granola Bars', '6', 'item'), stock('Butter', '1', 'lb'), stock('Sugar', '4', 'lb')];
    expect(build('fruit-crisp', bars)).toBeNull();
    expect(build('fruit-crisp', [...bars, stock('Rolled Oats', '18', 'oz')])?.ingredients.join('\n')).toMatch(/rolled oats/i);
    expect(build('fruit-compote', [stock('Apples', '6', 'item'), stock('Butter', '1', 'lb')])).toBeNull();
    expect(build('fruit-compote', [stock('Apples', '6', 'item'), stock('Honey', '12', 'oz')])).not.toBeNull();
  });

  it('hash: potatoes for six are not crowded in one skillet; shrimp goes in after the vegetables', () => {
    const hash = build('skillet-hash', [stock('Potatoes', '5', 'lb'), stock('Shrimp', '2', 'lb'), stock('Bell Peppers', '3', 'item'), stock('Onions', '2', 'item')], { servings: 6 });
    const steps = hash?.instructions ?? [];
    expect(steps[0]).toMatch(/two skillets, or in two batches/);
    expect(stepIndex(steps, /Add the shrimp/)).toBeGreaterThan(stepIndex(steps, /bell peppers/));
    // No potatoes, no hash: cod and mushrooms in a pan are a sauté.
    expect(build('skillet-hash', [stock('Cod', '12', 'oz'), stock('Mushrooms', '8', 'oz'), stock('Onions', '2', 'item')])).toBeNull();
  });
});
