import { parseReceipt } from './parse-receipt.js';
import { RECEIPT_FIXTURES } from './receipt-fixtures.js';

const summary = (text: string, today?: string) => {
  const parsed = parseReceipt(text, { today });
  return {
    ...parsed,
    /** What the receipt's head and foot say: the store, the day and the total. */
    head: { store: parsed.store, purchasedOn: parsed.purchasedOn, total: parsed.total },
    items: parsed.items.map(({ foodKey, quantity, unit, price }) => ({ foodKey, quantity, unit, price })),
  };
};

describe('parseReceipt on whole receipts', () => {
  it('has at least 8 fixtures with 100+ food lines between them', () => {
    expect(RECEIPT_FIXTURES.length).toBeGreaterThanOrEqual(8);
    expect(RECEIPT_FIXTURES.reduce((sum, fixture) => sum + fixture.items.length, 0)).toBeGreaterThanOrEqual(100);
  });

  it.each(RECEIPT_FIXTURES.map((fixture) => [fixture.id, fixture] as const))('reads %s', (_, fixture) => {
    const parsed = summary(fixture.text, fixture.today);
    expect(parsed.head).toEqual({ store: fixture.store, purchasedOn: fixture.purchasedOn, total: fixture.total });
    expect(parsed.items).toEqual(fixture.items);
  });

  it('resolves at least 90% of the fixtures’ food lines to the right food', () => {
    let right = 0;
    let all = 0;
    for (const fixture of RECEIPT_FIXTURES) {
      const keys = parseReceipt(fixture.text, { today: fixture.today }).items.map((item) => item.foodKey);
      fixture.items.forEach((expected, index) => {
        all += 1;
        if (keys[index] === expected.foodKey) right += 1;
      });
    }
    expect(right / all).toBeGreaterThanOrEqual(0.9);
  });

  it('accounts for every non-blank line exactly once, except the weight and multi-buy lines of an item', () => {
    for (const fixture of RECEIPT_FIXTURES) {
      const parsed = parseReceipt(fixture.text, { today: fixture.today });
      const lines = fixture.text.split('\n');
      const seen = [...parsed.items.map((item) => item.line), ...parsed.skipped.map((line) => line.line)];
      expect(new Set(seen).size).toBe(seen.length);
      lines.forEach((line, index) => {
        if (line.trim() === '' || seen.includes(index)) return;
        // an unlisted line is an amount line under an item
        expect(line).toMatch(/@| x | AT |QTY/i);
      });
      for (const item of parsed.items) expect(item.raw).toBe(lines[item.line].trim());
    }
  });
});

/** The fixtures as a poor OCR reads them: misread digits and letters, '@' as 'e', spaces lost, '$' doubled. */
function withOcrNoise(text: string): string {
  return text
    .split('\n')
    .map((line, index) => {
      let noisy = line;
      if (index % 3 === 0) noisy = noisy.replace(/(\d)0\b/g, '$1O');
      if (index % 4 === 1) noisy = noisy.replace(/ @ /g, ' e ');
      if (index % 5 === 2) noisy = noisy.replace(/\s+/g, ' ');
      if (index % 7 === 3) noisy = noisy.replace(/I/g, 'l');
      if (index % 6 === 4) noisy = noisy.replace(/\s(\d+\.\d\d)\b/, ' $$$$$1');
      return noisy;
    })
    .join('\n');
}

describe('parseReceipt with OCR noise', () => {
  it('still reads the fixtures’ foods, prices, totals and dates through typical OCR noise', () => {
    let foods = 0;
    let prices = 0;
    let all = 0;
    for (const fixture of RECEIPT_FIXTURES) {
      const text = withOcrNoise(fixture.text);
      expect(text).not.toBe(fixture.text);
      const parsed = parseReceipt(text, { today: fixture.today });
      expect({ total: parsed.total, purchasedOn: parsed.purchasedOn, store: parsed.store }).toEqual({
        total: fixture.total,
        purchasedOn: fixture.purchasedOn,
        store: fixture.store,
      });
      fixture.items.forEach((expected, index) => {
        all += 1;
        if (parsed.items[index]?.foodKey === expected.foodKey) foods += 1;
        if (parsed.items[index]?.price === expected.price) prices += 1;
      });
    }
    expect(foods / all).toBeGreaterThanOrEqual(0.95);
    expect(prices / all).toBeGreaterThanOrEqual(0.95);
  });

  it('reads a grocery receipt with misread digits, lost and added spaces, and a doubled $', () => {
    const text = [
      'FRESH THYME MARKET',
      '2O45 N CLYBOURN AVE',
      'CHICAGO IL 6O614',
      '(773) 5O2-1100',
      'ORG BANANAS       l.29 F',
      'BNLS CHKN BRST',
      '  1.32 lb e 4.99 /lb     6.59 F',
      'STRAWBERRlES 1LB $$2.98 F',
      'AVOCAD0S 5CT 5.9S F',
      'MILK1GAL 3 .49F',
      'LIMES',
      '  4 © 4/l.OO             1.OO F',
      'PAPER TOWELS 6RL         8.99 T',
      'SUBTOTAL                27.34',
      'TAX                      0.72',
      'TOTAL                   28.O6',
      'VISA                    28.06',
      '11/2O/2O26  4:12 PM',
    ].join('\n');
    const parsed = summary(text, '2026-11-26');
    expect(parsed.head).toEqual({ store: 'Fresh Thyme Market', purchasedOn: '2026-11-20', total: 28.06 });
    expect(parsed.items).toEqual([
      { foodKey: 'banana', quantity: '1', unit: 'item', price: 1.29 },
      { foodKey: 'chicken-breast', quantity: '1.32', unit: 'lb', price: 6.59 },
      { foodKey: 'strawberry', quantity: '1', unit: 'lb', price: 2.98 },
      { foodKey: 'avocado', quantity: '5', unit: 'item', price: 5.95 },
      { foodKey: 'milk', quantity: '1', unit: 'gallon', price: 3.49 },
      { foodKey: 'lime', quantity: '4', unit: 'item', price: 1 },
    ]);
    expect(parsed.skipped.find((line) => line.raw.startsWith('PAPER'))?.reason).toBe('not-food');
  });

  it('reads a UK receipt read with stray symbols and a day-first date', () => {
    const text = [
      '  SAINSBURYS  ',
      'Holborn Circus',
      '1 Holborn Circus, London EC1N 2HT',
      'LOOSE CARROTS',
      '0.5l2 kg © £0.90/kg   £0.46',
      'SEMI SKIMMED MILK 2.272L  £l.55',
      'FREE RANGE EGGS 12 PACK   £3.30',
      'BANANAS LOOSE',
      '  1.234 kg e £0.94/kg  £1.16',
      'CHICKEN THIGHS 1KG    £4.5O',
      'NECTAR PRICE SAVING     -£0.50',
      'CARRIER BAG    £0.10',
      'BALANCE DUE   £15.37',
      'CONTACTLESS   £15.37',
      '03/11/2026  09:41',
    ].join('\n');
    const parsed = summary(text, '2026-11-26');
    expect(parsed.head).toEqual({ store: "Sainsbury's", purchasedOn: '2026-11-03', total: 15.37 });
    expect(parsed.items).toEqual([
      { foodKey: 'carrot', quantity: '0.512', unit: 'kg', price: 0.46 },
      { foodKey: 'milk', quantity: '2.272', unit: 'l', price: 1.55 },
      { foodKey: 'egg', quantity: '12', unit: 'item', price: 3.3 },
      { foodKey: 'banana', quantity: '1.234', unit: 'kg', price: 1.16 },
      { foodKey: 'chicken-thigh', quantity: '1', unit: 'kg', price: 4 },
    ]);
  });

  it('reads a decimal-comma receipt with flags glued to prices', () => {
    const text = [
      'SPAR',
      'Hauptstrasse 12',
      'BANANAS 1,29A',
      'TOMATOES 500G 1,49 A',
      'PORK CHOPS 4,6O A',
      '0,512 kg x 8,99 EUR/kg',
      'GOUDA SLICES 150G 1,99 A',
      'TOTAL 9,37',
      'CARD 9,37',
      '02.11.2026 10:15',
    ].join('\n');
    const parsed = summary(text, '2026-11-26');
    expect(parsed.total).toBe(9.37);
    expect(parsed.purchasedOn).toBe('2026-11-02');
    expect(parsed.store).toBe('Spar');
    expect(parsed.items).toEqual([
      { foodKey: 'banana', quantity: '1', unit: 'item', price: 1.29 },
      { foodKey: 'tomato', quantity: '500', unit: 'g', price: 1.49 },
      { foodKey: 'pork-chop', quantity: '0.512', unit: 'kg', price: 4.6 },
      { foodKey: null, quantity: '150', unit: 'g', price: 1.99 },
    ]);
  });
});

describe('parseReceipt details', () => {
  it('keeps an unknown food with a cleaned sentence-case name and a low confidence', () => {
    const [known, unknown] = parseReceipt('ORG BANANAS 1.29\nZQX SNACKY BITES 12OZ 3.99').items;
    expect(unknown).toMatchObject({ foodKey: null, name: 'Zqx snacky bites', quantity: '12', unit: 'oz', price: 3.99 });
    expect(unknown.confidence).toBeLessThan(0.5);
    expect(known.confidence).toBeGreaterThan(0.9);
  });

  it('trusts a clean exact match more than a partial, a fuzzy or a priceless one', () => {
    const [exact, partial, fuzzy, priceless] = parseReceipt('STRAWBERRIES 1LB 2.98\nPARMESAN WEDGE 7.49\nSTRAWBERRlES 1LB 2.98\nSTRAWBERRIES 1LB').items;
    expect(exact.confidence).toBe(1);
    expect(partial.confidence).toBeLessThan(exact.confidence);
    expect(fuzzy.confidence).toBeLessThan(partial.confidence);
    expect(priceless.confidence).toBeLessThan(exact.confidence);
    for (const item of [exact, partial, fuzzy, priceless]) expect(item.confidence).toBeGreaterThanOrEqual(0);
  });

  it('applies a discount to the item above it, never below zero, and not after the total', () => {
    const parsed = parseReceipt('MILK 1GAL 3.49\nCOUPON 1.00-\nBREAD 0.50\nMFR COUPON 1.00-\nTOTAL 2.49\nYOU SAVED 2.00');
    expect(parsed.items.map((item) => item.price)).toEqual([2.49, 0]);
    // 'YOU SAVED' sums the savings up: a total of the receipt, not a discount of a line
    expect(parsed.skipped.map((line) => line.reason)).toEqual(['not-food', 'not-food', 'total', 'total']);
  });

  it('takes the first grand total, not the subtotal or the savings total', () => {
    expect(parseReceipt('MILK 3.49\nSUBTOTAL 3.49\nTAX 0.10\nTOTAL 3.59\nTOTAL SAVINGS 1.00').total).toBe(3.59);
    expect(parseReceipt('MILK 3.49\nSUBTOTAL 3.49').total).toBeNull();
  });

  it('reads an ambiguous slash date the way that is not in the future', () => {
    expect(parseReceipt('MILK 3.49\n04/11/2026', { today: '2026-05-01' }).purchasedOn).toBe('2026-04-11');
    expect(parseReceipt('MILK 3.49\n04/11/2026', { today: '2026-11-26' }).purchasedOn).toBe('2026-11-04');
    expect(parseReceipt('MILK 3.49\n2026-11-20').purchasedOn).toBe('2026-11-20');
    expect(parseReceipt('MILK 3.49').purchasedOn).toBeNull();
  });

  it('does not let a weight line attach across a skipped line', () => {
    const parsed = parseReceipt('BANANAS 0.78\nTAX 0.10\n1.32 lb @ 0.59 /lb');
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]).toMatchObject({ quantity: '1', unit: 'item' });
    expect(parsed.skipped.map((line) => line.reason)).toEqual(['tax', 'unreadable']);
  });

  it('takes the store from the first name-like line above the purchases', () => {
    expect(parseReceipt('~~~~~~\nFRESH THYME MARKET\nSuperstore\n12 HIGH ST\nORG BANANAS 1.29').store).toBe('Fresh Thyme Market');
    expect(parseReceipt('WELCOME TO KROGER\nORG BANANAS 1.29').store).toBe('Kroger');
    expect(parseReceipt('(479) 273-4134\nORG BANANAS 1.29\nTHANK YOU').store).toBeNull();
  });

  it('reads nothing out of blank text', () => {
    expect(parseReceipt('\n \n')).toEqual({ store: null, purchasedOn: null, total: null, items: [], skipped: [] });
  });
});

describe('parseReceipt: the total after rounding', () => {
  it('takes the rounded total printed just under the first one', () => {
    const parsed = parseReceipt(['MINI MART', 'BREAD 1.78', 'Total Sales Incl GST 1.78', 'Rounding Adj -0.03', 'Total After Adj Incl GST 1.75', 'CASH 2.00', 'CHANGE 0.25'].join('\n'));
    expect(parsed.total).toBe(1.75);
  });

  it('keeps the first total when a later one is far below it (a tax summary)', () => {
    const parsed = parseReceipt(['MINI MART', 'BREAD 1.78', 'TOTAL 1.78', 'CASH 2.00', 'CHANGE 0.22', 'THANK YOU', 'POINTS 12', 'ROUNDED TOTAL 9.99'].join('\n'));
    expect(parsed.total).toBe(1.78);
  });
});


describe('a line of cooked food keeps saying so (issue 29)', () => {
  it('names cooked food as cooked, and leaves raw and product names alone', () => {
    const names = parseReceipt(['ROTISSERIE CHICKEN 7.99', 'COOKED RICE 2LB 4.99', 'LONG GRAIN RICE 2LB 2.49', 'SMOKED SALMON 4OZ 6.99', 'TOTAL 22.46'].join('\n')).items.map((item) => item.name);
    expect(names[0]).toBe('Cooked chicken');
    expect(names[1]).toBe('Cooked rice');
    expect(names[2]).toBe('Rice');
    expect(names[3]).not.toMatch(/^Cooked/);
  });
});
