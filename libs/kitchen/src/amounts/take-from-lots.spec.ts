import { lotsInUseOrder, takeFromLots, type Lot } from './take-from-lots.js';

const chicken: Lot[] = [
  { id: 'later', quantity: '2', unit: 'lb', expiresAt: '2026-12-07' },
  { id: 'sooner', quantity: '1', unit: 'lb', expiresAt: '2026-12-02' },
];

describe('takeFromLots: earliest expiry first', () => {
  it('empties the soonest-expiring lot before touching the next', () => {
    expect(takeFromLots(chicken, { quantity: 1.5, unit: 'lb' }, 'chicken breast')).toEqual({
      deductions: [
        { id: 'sooner', take: 1, remaining: 0, unit: 'lb' },
        { id: 'later', take: 0.5, remaining: 1.5, unit: 'lb' },
      ],
      shortfall: null,
      skipped: [],
    });
  });

  it('converts the amount into each lot’s unit', () => {
    const taken = takeFromLots(chicken, { quantity: 20, unit: 'oz' }, 'chicken breast');
    expect(taken.deductions).toEqual([
      { id: 'sooner', take: 1, remaining: 0, unit: 'lb' },
      { id: 'later', take: 0.25, remaining: 1.75, unit: 'lb' },
    ]);
    expect(taken.shortfall).toBeNull();
  });

  it('reports what the lots could not cover, in the requested unit', () => {
    const taken = takeFromLots(chicken, { quantity: 4, unit: 'lb' }, 'chicken breast');
    expect(taken.deductions.map((d) => d.remaining)).toEqual([0, 0]);
    expect(taken.shortfall).toEqual({ quantity: 1, unit: 'lb' });
  });

  it('uses lots without an expiry last and skips lots in units that do not compare', () => {
    const lots: Lot[] = [
      { id: 'no-date', quantity: 5, unit: 'item' },
      { id: 'cans', quantity: 2, unit: 'can', expiresAt: '2026-12-01' },
      { id: 'dated', quantity: 1, unit: 'item', expiresAt: new Date('2026-12-03T00:00:00Z') },
    ];
    const taken = takeFromLots(lots, { quantity: 3, unit: 'item' }, 'limes');
    expect(taken.deductions).toEqual([
      { id: 'dated', take: 1, remaining: 0, unit: 'item' },
      { id: 'no-date', take: 2, remaining: 3, unit: 'item' },
    ]);
    expect(taken.skipped).toEqual(['cans']);
  });

  it('takes whole cook steps from countable lots: half an onion, never 0.3 of one', () => {
    const onions: Lot[] = [{ id: 'bag', quantity: '3', unit: 'item', expiresAt: '2026-12-20' }];
    expect(takeFromLots(onions, { quantity: 0.3, unit: 'item' }, 'onion').deductions).toEqual([
      { id: 'bag', take: 0.5, remaining: 2.5, unit: 'item' },
    ]);
  });

  it('takes counted pieces from a lot kept by weight through the typical piece weight', () => {
    const onions: Lot[] = [{ id: 'sack', quantity: '3', unit: 'lb', expiresAt: '2026-12-20' }];
    const taken = takeFromLots(onions, { quantity: 2, unit: 'item' }, 'onions');
    expect(taken.deductions[0]?.take).toBeCloseTo(300 / 453.59237, 5);
    expect(taken.shortfall).toBeNull();
  });

  it('takes nothing for nothing, and ignores empty lots', () => {
    expect(takeFromLots(chicken, { quantity: 0, unit: 'lb' }).deductions).toEqual([]);
    const lots: Lot[] = [{ id: 'empty', quantity: '0', unit: 'lb', expiresAt: '2026-12-01' }, ...chicken];
    expect(takeFromLots(lots, { quantity: 0.5, unit: 'lb' }).deductions.map((d) => d.id)).toEqual(['sooner']);
  });
});

describe('lotsInUseOrder', () => {
  it('keeps the given order among lots that expire together', () => {
    const lots: Lot[] = [
      { id: 'a', quantity: 1, unit: 'lb', expiresAt: '2026-12-05' },
      { id: 'b', quantity: 1, unit: 'lb', expiresAt: '2026-12-05' },
      { id: 'c', quantity: 1, unit: 'lb', expiresAt: 'not a date' },
      { id: 'd', quantity: 1, unit: 'lb', expiresAt: '2026-12-01' },
    ];
    expect(lotsInUseOrder(lots).map((lot) => lot.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
