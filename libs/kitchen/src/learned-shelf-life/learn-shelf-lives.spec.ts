import fc from 'fast-check';
import { addDays, type IsoDate } from '../dates.js';
import type { ItemState } from '../food-identity/food-state.js';
import { storageLife, type StoragePlace } from '../knowledge/storage.js';
import { learnShelfLives, MIN_SPOILED_LOTS, type ShelfLifeOverride } from './learn-shelf-lives.js';
import { type LotEvent, lotLives } from './lot-lives.js';
import { shelfLifeLimits } from './shelf-life-limits.js';
import { medianDaysToSpoil } from './survival.js';

const today = '2026-12-06';

/** Foods a simulated household keeps: real rows of the storage table, and one the table does not know. */
const FOODS: readonly { key: string; name: string; category: string | null; place: StoragePlace; state: ItemState | null; unit: string }[] = [
  { key: 'spinach', name: 'Spinach', category: 'Vegetables and Vegetable Products', place: 'fridge', state: null, unit: 'bag' },
  { key: 'milk', name: 'Milk', category: 'Dairy and Egg Products', place: 'fridge', state: null, unit: 'carton' },
  { key: 'strawberries', name: 'Strawberries', category: 'Fruits and Fruit Juices', place: 'fridge', state: null, unit: 'punnet' },
  { key: 'salsa', name: 'Salsa', category: null, place: 'fridge', state: 'opened', unit: 'jar' },
  { key: 'bread', name: 'Bread', category: 'Baked Products', place: 'pantry', state: null, unit: 'loaf' },
  { key: 'chicken breast', name: 'Chicken breast', category: 'Poultry Products', place: 'freezer', state: null, unit: 'g' },
  { key: 'zorblax paste', name: 'Zorblax paste', category: null, place: 'fridge', state: null, unit: 'item' },
];

/**
 * A simulated household: how long each food really keeps in its kitchen, and its lots, each placed
 * on a day, eaten from on some days, and either used up before it goes off or thrown away when it
 * does (said as spoiled mostly, sometimes as past its date or with no reason).
 */
const lotArb = fc.record({
  food: fc.integer({ min: 0, max: FOODS.length - 1 }),
  placedAfter: fc.integer({ min: 0, max: 300 }),
  noise: fc.integer({ min: -2, max: 2 }),
  usedOn: fc.option(fc.integer({ min: 0, max: 30 }), { freq: 2 }),
  said: fc.constantFrom('spoiled', 'spoiled', 'spoiled', 'expired', 'other', 'no reason'),
  bites: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 3 }),
});
type SimLot = typeof lotArb extends fc.Arbitrary<infer T> ? T : never;
interface SimHousehold {
  keeps: number[];
  lots: SimLot[];
}
const householdArb: fc.Arbitrary<SimHousehold> = fc.record({
  keeps: fc.array(fc.integer({ min: 0, max: 25 }), { minLength: FOODS.length, maxLength: FOODS.length }),
  lots: fc.array(lotArb, { minLength: 10, maxLength: 80 }),
});

/** The events the app would have written for this household's lots. */
function historyOf({ keeps, lots }: SimHousehold): LotEvent[] {
  return lots.flatMap((lot, index) => {
    const food = FOODS[lot.food];
    const placedOn = addDays('2025-12-01', lot.placedAfter);
    const base = { lotId: `lot-${index}`, foodKey: food.key, foodName: food.name, foodCategory: food.category, place: food.place, state: food.state, unit: food.unit, placedOn };
    const goesOff = Math.max(0, keeps[lot.food] + lot.noise);
    const used = lot.usedOn !== null && lot.usedOn < goesOff;
    const lastDay = used ? (lot.usedOn as number) : goesOff;
    const bites = lot.bites.filter((day) => day < lastDay).map((day): LotEvent => ({ ...base, kind: 'consumed', reason: null, occurredOn: addDays(placedOn, day) }));
    const last: LotEvent = used
      ? { ...base, kind: 'consumed', reason: null, occurredOn: addDays(placedOn, lastDay) }
      : { ...base, kind: 'wasted', reason: lot.said === 'no reason' ? null : lot.said, occurredOn: addDays(placedOn, lastDay) };
    return [...bites, last];
  });
}

/** Lots of one food the simulation threw away as spoiled. */
const spoiledOf = ({ keeps, lots }: SimHousehold, foodKey: string) =>
  lots.filter((lot) => FOODS[lot.food].key === foodKey && lot.said === 'spoiled' && !(lot.usedOn !== null && lot.usedOn < Math.max(0, keeps[lot.food] + lot.noise))).length;

const learn = (events: readonly LotEvent[], overrides: ShelfLifeOverride[] = []) => learnShelfLives(lotLives(events), { today, overrides });

describe('learnShelfLives over simulated households', () => {
  it('never proposes past the food-safety figure for the food, place and state', () => {
    let proposed = 0;
    fc.assert(
      fc.property(householdArb, (household) => {
        for (const proposal of learn(historyOf(household))) {
          proposed += 1;
          const food = FOODS.find((f) => f.key === proposal.foodKey)!;
          expect(proposal.days).toBeLessThanOrEqual(shelfLifeLimits({ name: food.name, foodCategory: food.category, state: food.state }, food.place).safetyDays);
          // and against the table itself, where it knows the food
          const table = storageLife(food.name, food.place, food.state === 'opened' ? 'opened' : null);
          if (table) expect(proposal.days).toBeLessThanOrEqual(Math.max(1, table.days.max));
          expect(proposal.days).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
    // the simulation does reach proposals: the property is not vacuous
    expect(proposed).toBeGreaterThan(50);
  });

  it(`never proposes from fewer than ${MIN_SPOILED_LOTS} lots seen going off`, () => {
    fc.assert(
      fc.property(householdArb, (household) => {
        const events = historyOf(household);
        for (const proposal of learn(events)) {
          const wentOff = spoiledOf(household, proposal.foodKey);
          expect(proposal.spoiledLots).toBe(wentOff);
          expect(wentOff).toBeGreaterThanOrEqual(MIN_SPOILED_LOTS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same history in any order gives the same proposals', () => {
    fc.assert(
      fc.property(householdArb.chain((household) => fc.tuple(fc.constant(historyOf(household)), fc.shuffledSubarray(historyOf(household), { minLength: historyOf(household).length }))), ([events, shuffled]) => {
        expect(learn(shuffled)).toEqual(learn(events));
      }),
      { numRuns: 200 },
    );
  });

  it('never lengthens a food the table does not know: its history may only shorten it', () => {
    fc.assert(
      fc.property(householdArb, (household) => {
        for (const proposal of learn(historyOf(household)).filter((p) => p.foodKey === 'zorblax paste')) {
          expect(proposal.days).toBeLessThan(proposal.currentDays);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an accepted figure is what later proposals are measured against; an ignored one is not asked again', () => {
    fc.assert(
      fc.property(householdArb, (household) => {
        const events = historyOf(household);
        for (const proposal of learn(events)) {
          const key = { foodKey: proposal.foodKey, place: proposal.place, state: proposal.state };
          const accepted = learn(events, [{ ...key, days: proposal.days, status: 'accepted' }]);
          expect(accepted.find((p) => p.foodKey === proposal.foodKey)).toBeUndefined();
          const ignored = learn(events, [{ ...key, days: proposal.days, status: 'ignored' }]);
          expect(ignored.find((p) => p.foodKey === proposal.foodKey)).toBeUndefined();
        }
      }),
      { numRuns: 150 },
    );
  });
});

const observationsArb = fc.array(fc.record({ days: fc.integer({ min: 0, max: 30 }), wentOff: fc.boolean() }), { maxLength: 30 });

describe('medianDaysToSpoil (Kaplan–Meier)', () => {
  // Kaplan–Meier is not monotone when a spoil moves past a censored lot (the lot eaten in between
  // leaves the risk set, so the later drop is a bigger share); where there is no censoring, it is.
  it('among lots that all went off, one going off later never brings the estimate earlier', () => {
    const spoilsArb = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(spoilsArb, fc.nat(), fc.integer({ min: 1, max: 10 }), (days, pick, later) => {
        const index = pick % days.length;
        const before = medianDaysToSpoil(days.map((d) => ({ days: d, wentOff: true })));
        const after = medianDaysToSpoil(days.map((d, i) => ({ days: i === index ? d + later : d, wentOff: true })));
        expect(before).not.toBeNull();
        expect(after!).toBeGreaterThanOrEqual(before!);
      }),
      { numRuns: 500 },
    );
  });

  it('a household whose every lot lasts k days longer gets an estimate exactly k days later', () => {
    fc.assert(
      fc.property(observationsArb, fc.integer({ min: 1, max: 20 }), (observations, k) => {
        const before = medianDaysToSpoil(observations);
        const after = medianDaysToSpoil(observations.map((o) => ({ ...o, days: o.days + k })));
        expect(after).toBe(before === null ? null : before + k);
      }),
      { numRuns: 300 },
    );
  });

  it('one more lot that lasted (used up, not gone off) never brings the estimate earlier', () => {
    fc.assert(
      fc.property(observationsArb, fc.integer({ min: 0, max: 30 }), (observations, days) => {
        const before = medianDaysToSpoil(observations);
        const after = medianDaysToSpoil([...observations, { days, wentOff: false }]);
        if (before !== null && after !== null) expect(after).toBeGreaterThanOrEqual(before);
        if (before === null) expect(after).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('with no censoring it is the plain median day of going off', () => {
    expect(medianDaysToSpoil([3, 4, 4, 5, 9].map((days) => ({ days, wentOff: true })))).toBe(4);
    expect(medianDaysToSpoil([2, 6].map((days) => ({ days, wentOff: true })))).toBe(2);
  });

  it('a lot eaten early leaves the count at risk instead of counting as gone off', () => {
    // eaten on day 1, gone off on 4, 5 and 6: half are gone by day 5, not day 4
    expect(medianDaysToSpoil([{ days: 1, wentOff: false }, { days: 4, wentOff: true }, { days: 5, wentOff: true }, { days: 6, wentOff: true }])).toBe(5);
    // most lots used before they could go off: nothing to say
    expect(medianDaysToSpoil([{ days: 3, wentOff: true }, { days: 8, wentOff: false }, { days: 9, wentOff: false }])).toBeNull();
  });
});

/** A lot of spinach, bagged, placed in the fridge on `placedOn` and ending `days` later. */
function spinach(id: string, placedOn: IsoDate, days: number, end: 'spoiled' | 'consumed'): LotEvent {
  return {
    lotId: id, foodKey: 'spinach', foodName: 'Spinach', foodCategory: 'Vegetables and Vegetable Products', place: 'fridge', state: null, unit: 'bag',
    kind: end === 'spoiled' ? 'wasted' : 'consumed', reason: end === 'spoiled' ? 'spoiled' : null, placedOn, occurredOn: addDays(placedOn, days),
  };
}

describe('learnShelfLives, by example', () => {
  it("spinach going off after 4 days in this household's fridge", () => {
    const events = [
      spinach('a', '2026-10-03', 4, 'spoiled'),
      spinach('b', '2026-10-20', 5, 'spoiled'),
      spinach('c', '2026-11-02', 2, 'consumed'),
      spinach('d', '2026-11-15', 4, 'spoiled'),
      spinach('e', '2026-11-28', 4, 'spoiled'),
    ];
    expect(learn(events)).toEqual([
      {
        foodKey: 'spinach', foodName: 'Spinach', place: 'fridge', state: null, days: 4, currentDays: 3, safetyDays: 7, lots: 5, spoiledLots: 4, since: '2026-10-03',
        question: 'Spinach usually goes off after 4 days in your fridge — use 4 days?',
        explanation: 'from 5 bags since October',
      },
    ]);
  });

  it('two lots gone off are not enough', () => {
    expect(learn([spinach('a', '2026-10-03', 5, 'spoiled'), spinach('b', '2026-10-20', 5, 'spoiled'), spinach('c', '2026-11-02', 6, 'consumed')])).toEqual([]);
  });

  it('a household whose spinach keeps 10 days is offered the safety figure, 7, never more', () => {
    const events = ['a', 'b', 'c', 'd'].map((id, i) => spinach(id, addDays('2026-09-01', i * 10), 10, 'spoiled'));
    expect(learn(events).map((p) => [p.days, p.explanation])).toEqual([[7, 'from 4 bags since September']]);
  });

  it('a figure close to the current one is not worth asking about', () => {
    // Milk: 7 days by the rule; going off on day 7 or 8 is within a fifth of it
    const milk = (id: string, placedOn: IsoDate, days: number): LotEvent => ({
      lotId: id, foodKey: 'milk', foodName: 'Milk', foodCategory: 'Dairy and Egg Products', place: 'fridge', state: null, unit: 'carton',
      kind: 'wasted', reason: 'spoiled', placedOn, occurredOn: addDays(placedOn, days),
    });
    expect(learn([milk('a', '2026-10-01', 8), milk('b', '2026-10-11', 7), milk('c', '2026-10-21', 8)])).toEqual([]);
  });

  it('a lot moved or opened starts a new life: its days count from then, in its new place', () => {
    const moved: LotEvent[] = [
      // frozen on 1 September, moved to the fridge on 1 October, gone off 3 days later: 3 days in the fridge
      { ...spinach('a', '2026-10-01', 3, 'spoiled') },
    ];
    const [life] = lotLives(moved);
    expect(life).toMatchObject({ place: 'fridge', days: 3, outcome: 'spoiled' });
  });

  it('a discard past the date, or without a reason, says the food lasted that long, not that it went off', () => {
    const base = spinach('a', '2026-10-01', 6, 'spoiled');
    expect(lotLives([{ ...base, reason: 'expired' }])[0].outcome).toBe('lasted');
    expect(lotLives([{ ...base, reason: null }])[0].outcome).toBe('lasted');
  });

  it('says the year when the history is older than a year', () => {
    const events = ['a', 'b', 'c'].map((id, i) => spinach(id, addDays('2025-10-01', i * 200), 5, 'spoiled'));
    expect(learn(events)[0].explanation).toBe('from 3 bags since October 2025');
  });
});
