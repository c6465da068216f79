import { readSrLegacy } from './sr-legacy-source.js';
import { expandDescription } from './sr-abbreviations.js';

describe('expandDescription', () => {
  it.each([
    ['EGG, WHL, RAW, FRSH', 'Egg, whole, raw, fresh'],
    ['EGG,WHL,RAW,FRSH', 'Egg, whole, raw, fresh'],
    ['MILK, RED FAT, FLUID, 2% MILKFAT, WITH ADDED VIT A AND VITAMIN D', 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D'],
    ['TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE', 'Tomatoes, red, ripe, raw, year round average'],
    ['CHEESE, PAST PROCESS, CHEDDAR OR AMERICAN, LO NA', 'Cheese, pasteurized process, Cheddar or American, low sodium'],
    ['BEEF, RND, EYE OF RND RST, BNLESS, L AND F, 0" FAT, A GRDS, CKD, RSTD', 'Beef, round, eye of round roast, boneless, lean and fat, 0" fat, all grades, cooked, roasted'],
    ['BEEF, TENDERLOIN, STK, LN, 1/8" FAT, SEL, RAW', 'Beef, tenderloin, steak, lean, 1/8" fat, select, raw'],
    ['BUTTER, LT, STK, WITH SALT', 'Butter, light, stick, with salt'],
    ['POTATOES, FRENCH FR, STK CUT, FRZ, UNPREP', 'Potatoes, French fried, steak cut, frozen, unprepared'],
    ['CAMPBELL\'S CHUNKY SOUPS, MANHATTAN CLAM CHOWDER', "Campbell's chunky soups, Manhattan clam chowder"],
    ['CEREALS RTE, KELLOGG, KELLOGG\'S SPL K', "Cereals ready-to-eat, Kellogg, Kellogg's special k"],
    ['ORANGE JUC, CHILLED, INCL FROM CONC, WITH ADD CA AND VITAMINS A, D, E', 'Orange juice, chilled, including from concentrate, with added calcium and vitamins A, D, E'],
    ['BEV, COCA-COLA CO, NOS ENGY, VIT B6 AND B12', 'Beverage, coca-cola co, nos engy, vitamin B6 and B12'],
    ['FAST FOODS, HAMBURGER; DOUBLE, LRG PATY; WITH CONDMNT', 'Fast foods, hamburger, double, large patty, with condiment'],
    ['APRICOTS, CND, H2O PK, WITH SKN, SOL AND LIQUIDS', 'Apricots, canned, water pack, with skin, solids and liquids'],
  ])('%s → %s', (short, long) => {
    expect(expandDescription(short)).toBe(long);
  });

  it('leaves a word it does not know as it is, lower-cased', () => {
    expect(expandDescription('QUINOA, UNCKD')).toBe('Quinoa, uncooked');
    expect(expandDescription('SOMIVIKI (HOPI)')).toBe('Somiviki (Hopi)');
  });

  it('makes every SR description tidy: a capital first, single spaces, no space before a comma', () => {
    for (const food of readSrLegacy()) {
      expect(food.description).toMatch(/^[A-Z0-9]/);
      expect(food.description).not.toMatch(/\s{2}|\s,|,\S/);
    }
  });
});
