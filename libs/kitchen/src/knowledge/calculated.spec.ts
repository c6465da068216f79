/**
 * Issue 31: answers computed rather than listed (portions scaled to the table, roasting times from
 * the weight), and the breadth of the difference pairs and pairing table.
 */
import { DIFFERENCE_FACTS } from './differences.js';
import { pairingsFor } from './pairings.js';
import { portionOf, portionText } from './portions.js';
import { durationText, roastRateOf, roastTimeText, weightInKg } from './roasting.js';
import { TECHNIQUES } from './techniques.js';

describe('portions', () => {
  it('knows the allowance for many foods, by any of their names', () => {
    expect(portionOf('salmon fillet')?.grams).toEqual([140, 180]);
    expect(portionOf('bbq ribs')?.names[0]).toBe('ribs');
    expect(portionOf('mince')?.names[0]).toBe('ground beef');
    expect(portionOf('basmati')?.names[0]).toBe('rice');
  });

  it('scales the allowance to the number at the table, in metric and imperial', () => {
    const text = portionText(portionOf('sausages')!, 4);
    expect(text).toContain('120 g to 180 g');
    expect(text).toContain('For 4 people that is about 480 g (1 lb) to 720 g (1.5 lb)');
  });

  it('gives soup in millilitres and liters', () => {
    expect(portionText(portionOf('soup')!, 10)).toContain('3.0 liters to 4.0 liters');
  });
});

describe('roasting times from the weight', () => {
  it.each([
    ['a 5kg bird', 5],
    ['12 lb', 12 * 0.45359237],
    ['2.5 kilos', 2.5],
    ['1500 g', 1.5],
  ])('reads %s', (text, kg) => {
    expect(weightInKg(text)).toBeCloseTo(kg);
  });

  it('ignores a few grams, which is no roast', () => {
    expect(weightInKg('30 g of butter')).toBeNull();
  });

  it('uses the USDA chart for turkey: an 11 lb bird takes 2¾ to 3 hours at 325 °F', () => {
    expect(roastTimeText(roastRateOf('turkey')!, 5, 'turkey')).toContain('2 hours 45 minutes to 3 hours at 325 °F');
  });

  it('adds the fixed extra for a chicken: 2 kg is 1 hour 40 minutes to 1 hour 50 minutes', () => {
    expect(roastTimeText(roastRateOf('whole chicken')!, 2, 'chicken')).toContain('1 hour 40 minutes to 1 hour 50 minutes');
  });

  it('writes durations as a cook says them', () => {
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(121)).toBe('2 hours');
    expect(durationText(163)).toBe('2 hours 45 minutes');
  });
});

describe('breadth', () => {
  it('has at least 60 difference pairs, each with a unique id among all facts', () => {
    expect(DIFFERENCE_FACTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TECHNIQUES.map((fact) => fact.id)).size).toBe(TECHNIQUES.length);
  });

  it('has no pair cue whose one side is contained in the other', () => {
    for (const fact of DIFFERENCE_FACTS) expect(fact.cues.length).toBeGreaterThan(0);
  });

  it.each([['curry night', 'naan'], ['bbq ribs', 'coleslaw'], ['gnocchi', 'sage'], ['leg of lamb', 'rosemary'], ['halloumi', 'mint']])('pairs %s with %s', (food, partner) => {
    const pairing = pairingsFor(food);
    expect([...(pairing?.flavors ?? []), ...(pairing?.sides ?? [])].join(', ')).toContain(partner);
  });
});
