/**
 * Issue 31's second blind read: the fat a dish cooks in and the sauce it is seasoned with. Bacon or
 * ground beef starts in a dry pan and the rest cooks in its fat (never "Pat the bacon dry", never
 * bacon in butter); a steak sears in a dry, very hot pan where there is no oil, a lean fillet in
 * butter over medium heat, and a kitchen with no fat at all still sears in a nonstick pan; a
 * stir-fry or fried rice takes the soy sauce on hand; a soup of water needs more than an onion;
 * bacon tacos are filled with vegetables.
 */
import { build, stock } from './template-test-kitchen.js';
const text = (lines: readonly string[] | undefined): string => (lines ?? []).join('\n');

describe('the fat a dish cooks in', () => {
  it('stir-fry and fried rice: bacon starts in a dry pan, is never patted dry or salted, and the vegetables fry in its fat with no oil line', () => {
    const stir = build('stir-fry', [stock('Bacon', '12', 'oz'), stock('Broccoli', '1', 'head'), stock('Carrots', '2', 'lb'), stock('Soy Sauce', '10', 'fl oz'), stock('Vegetable Oil', '1', 'bottle')]);
    expect(stir).not.toBeNull();
    expect(text(stir?.instructions)).not.toMatch(/Pat the bacon|season with a pinch of salt/);
    expect(text(stir?.instructions)).toMatch(/Put the bacon in a dry wok[^.]*fat has run/);
    expect(text(stir?.instructions)).toMatch(/in the fat left in the pan/);
    expect(text(stir?.ingredients)).not.toMatch(/\boil\b/);
    const noodles = build('stir-fry', [stock('Bacon', '12', 'oz'), stock('Carrots', '2', 'lb'), stock('Bell Peppers', '3', 'item'), stock('Egg Noodles', '1', 'lb'), stock('Soy Sauce', '10', 'fl oz')]);
    expect(text(noodles?.instructions)).not.toMatch(/\boil\b/);
    const rice = build('fried-rice', [stock('Rice', '2', 'lb'), stock('Eggs', '12', 'item'), stock('Ground Beef', '1', 'lb'), stock('Carrots', '2', 'lb'), stock('Soy Sauce', '10', 'fl oz')]);
    expect(text(rice?.ingredients)).not.toMatch(/\boil\b/);
    expect(text(rice?.instructions)).toMatch(/Scramble the eggs in the fat/);
  });

  it('pan-seared: oil on hand sears in oil; without it a steak sears in a dry, very hot pan, a lean fillet in butter over medium heat, and with no fat at all in a nonstick pan', () => {
    const withOil = build('pan-seared', [stock('Steak', '1', 'lb'), stock('Broccoli', '1', 'head'), stock('Olive Oil', '1', 'bottle')]);
    expect(text(withOil?.instructions)).toMatch(/Heat the olive oil in a heavy skillet/);
    const steak = build('pan-seared', [stock('Steak', '1', 'lb'), stock('Broccoli', '1', 'head'), stock('Butter', '1', 'lb')]);
    expect(text(steak?.ingredients)).not.toMatch(/\boil\b/);
    expect(text(steak?.instructions)).toMatch(/over high heat until very hot, with no fat. Hold the steak with tongs, fat edge down, for 1 to 2 minutes to render a film of fat/);
    expect(text(steak?.instructions)).not.toMatch(/until foaming/);
    const cod = build('pan-seared', [stock('Cod Fillet', '1', 'lb'), stock('Spinach', '10', 'oz'), stock('Butter', '1', 'lb')]);
    expect(text(cod?.instructions)).toMatch(/Melt 1 tablespoon of the butter in a heavy skillet over medium heat until the foam subsides/);
    expect(text(cod?.instructions)).not.toMatch(/rest for 5 minutes/);
    const dry = build('pan-seared', [stock('Chicken Breast', '1', 'lb'), stock('Broccoli', '1', 'head')]);
    expect(text(dry?.ingredients)).not.toMatch(/\b(?:oil|butter)\b/);
    expect(text(dry?.instructions)).toMatch(/nonstick skillet[^.]*with no fat/);
    expect(text(dry?.instructions)).toMatch(/3 tablespoons of water[^.]*cover/);
    // vegetables alone with no fat at all are no dish
    expect(build('pan-seared', [stock('Broccoli', '1', 'head'), stock('Carrots', '2', 'lb')])).toBeNull();
  });

  it('tofu is never fried in butter: with butter and no oil it sears dry in a nonstick pan', () => {
    const tofu = build('pan-seared', [stock('Firm Tofu', '14', 'oz'), stock('Broccoli', '1', 'head'), stock('Butter', '1', 'lb')]);
    expect(text(tofu?.instructions)).toMatch(/nonstick skillet[^.]*with no fat\. Lay in the firm tofu/);
  });
});

describe('the sauce and the filling', () => {
  it('a stir-fry takes the soy sauce on hand even when the cuisine asked has other flavours', () => {
    const stir = build('stir-fry', [stock('Chicken Breast', '1', 'lb'), stock('Broccoli', '1', 'head'), stock('Carrots', '2', 'lb'), stock('Ground Cumin', '2', 'oz'), stock('Soy Sauce', '10', 'fl oz'), stock('Vegetable Oil', '1', 'bottle')], { cuisine: 'mexican' });
    expect(text(stir?.ingredients)).toMatch(/soy sauce/);
    expect(stir?.description).not.toMatch(/soy sauce sauce/);
  });

  it('a soup of water needs an aromatic and something that flavours it, not an onion alone', () => {
    expect(build('soup', [stock('Carrots', '2', 'lb'), stock('Potatoes', '5', 'lb'), stock('Onions', '3', 'item')])).toBeNull();
    expect(build('soup', [stock('Carrots', '2', 'lb'), stock('Potatoes', '5', 'lb'), stock('Onions', '3', 'item'), stock('Canned Tomatoes', '2', 'can')])).not.toBeNull();
  });

  it('bacon tacos are filled with vegetables: more than one pepper for eight tacos', () => {
    const tacos = build('tacos', [stock('Bacon', '12', 'oz'), stock('Bell Peppers', '3', 'item'), stock('Zucchini', '2', 'item'), stock('Tortillas', '10', 'item'), stock('Salsa', '16', 'oz')]);
    expect(tacos).not.toBeNull();
    const peppers = (tacos?.ingredients ?? []).find((line) => /bell pepper/.test(line)) ?? '';
    const zucchini = (tacos?.ingredients ?? []).find((line) => /zucchini/.test(line));
    expect(Number.parseFloat(peppers) > 1 || zucchini !== undefined).toBe(true);
  });
});
