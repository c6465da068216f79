import type { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { buildCalendarFeed, cookedMark, type FeedMealPlan, type FeedPlacement, mealSlot } from './calendar-feed-events.js';

/** A property's value, with or without the parameters node-ical keeps beside it (URL;VALUE=URI). */
const valueOf = (property: unknown) => (property && typeof property === 'object' && 'val' in property ? property.val : property);

const placement = (timeZone: string, overrides: Partial<FeedPlacement> = {}): FeedPlacement => ({
  breakfast: '08:00',
  lunch: '12:30',
  dinner: '18:30',
  snack: '15:30',
  durationMinutes: 60,
  timeZone,
  ...overrides,
});

const plan = (overrides: Partial<FeedMealPlan> = {}): FeedMealPlan => ({
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  recipeId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  date: '2026-12-03',
  mealType: 'dinner',
  servings: 2,
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  cookedAt: null,
  recipeTitle: 'Shakshuka',
  recipeServings: 2,
  ingredients: ['4 eggs', '1 can tomatoes'],
  ...overrides,
});

const now = new Date('2026-11-26T12:00:00.000Z');

function parse(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

const iso = (slot: { start: DateTime; end: DateTime }) => [slot.start.toUTC().toISO(), slot.end.toUTC().toISO()];

describe('mealSlot: a meal time on the household clocks', () => {
  it('follows the offset on either side of the spring-forward day (Europe/Berlin, 29 March 2026)', () => {
    expect(iso(mealSlot('2026-03-28', '18:30', 60, 'Europe/Berlin'))).toEqual(['2026-03-28T17:30:00.000Z', '2026-03-28T18:30:00.000Z']);
    expect(iso(mealSlot('2026-03-29', '18:30', 60, 'Europe/Berlin'))).toEqual(['2026-03-29T16:30:00.000Z', '2026-03-29T17:30:00.000Z']);
  });

  it('moves a time the clocks skip forward by the gap, as RFC 5545 reads it (Europe/Berlin)', () => {
    const slot = mealSlot('2026-03-29', '02:30', 30, 'Europe/Berlin');
    expect(slot.start.toFormat('HH:mm ZZ')).toBe('03:30 +02:00');
    expect(slot.end > slot.start).toBe(true);
  });

  it('takes the first of a time the clocks pass twice, and ends on the wall clock (America/New_York, 1 November 2026)', () => {
    const slot = mealSlot('2026-11-01', '01:30', 60, 'America/New_York');
    // 01:30 EDT, the first one; the end is 02:30 on the clocks (EST), two real hours later
    expect(iso(slot)).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z']);
  });

  it('follows the offset on either side of the New York changes (8 March and 1 November 2026)', () => {
    expect(mealSlot('2026-03-07', '18:30', 60, 'America/New_York').start.toUTC().toISO()).toBe('2026-03-07T23:30:00.000Z');
    expect(mealSlot('2026-03-08', '18:30', 60, 'America/New_York').start.toUTC().toISO()).toBe('2026-03-08T22:30:00.000Z');
    expect(mealSlot('2026-10-31', '18:30', 60, 'America/New_York').start.toUTC().toISO()).toBe('2026-10-31T22:30:00.000Z');
    expect(mealSlot('2026-11-01', '18:30', 60, 'America/New_York').start.toUTC().toISO()).toBe('2026-11-01T23:30:00.000Z');
  });

  it('runs past midnight into the next day', () => {
    expect(iso(mealSlot('2026-12-31', '23:30', 90, 'UTC'))).toEqual(['2026-12-31T23:30:00.000Z', '2027-01-01T01:00:00.000Z']);
  });
});

describe('buildCalendarFeed', () => {
  it('writes one event per plan with a stable UID, the meal in the title, and the time in the household zone', () => {
    const text = buildCalendarFeed([plan({ date: '2026-03-29' })], placement('Europe/Berlin'), 'https://sous.example', now);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260329T183000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20260329T193000');
    // stamps in UTC whatever the household's zone (RFC 5545 §3.8.7)
    expect(text).toContain('DTSTAMP:20261126T120000Z');
    expect(text).toContain('LAST-MODIFIED:20261120T100000Z');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Berlin');
    // the zone the TZID names is defined in the feed itself, once, before the events (RFC 5545 §3.6.5)
    expect(text.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/g)).toHaveLength(1);
    expect(text).toMatch(/TZOFFSETTO:\+0200[\s\S]*TZOFFSETTO:\+0100/);
    expect(text.indexOf('END:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    const [event] = parse(text);
    expect(event.uid).toBe('6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f@sous');
    expect(event.summary).toBe('Dinner: Shakshuka');
    expect(event.start.toISOString()).toBe('2026-03-29T16:30:00.000Z');
    expect(event.start.tz).toBe('Europe/Berlin');
    expect(valueOf(event.url)).toBe('https://sous.example/cookbook?recipe=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    expect(event.lastmodified?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    // the same plan gives the same UID on every fetch, so calendars update it in place
    expect(parse(buildCalendarFeed([plan({ date: '2026-03-30' })], placement('Europe/Berlin'), 'https://sous.example', now))[0].uid).toBe(event.uid);
  });

  it('places each meal type at its own time and length', () => {
    const plans = (['breakfast', 'lunch', 'dinner', 'snack'] as const).map((mealType, i) => plan({ id: `plan-${i}`, mealType, date: '2026-11-01' }));
    const events = parse(buildCalendarFeed(plans, placement('America/New_York', { breakfast: '07:15', lunch: '12:00', durationMinutes: 45 }), 'https://sous.example', now));
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get('plan-0@sous')!.start.toISOString()).toBe('2026-11-01T12:15:00.000Z');
    expect(byUid.get('plan-1@sous')!.start.toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(byUid.get('plan-2@sous')!.summary).toBe('Dinner: Shakshuka');
    expect(byUid.get('plan-3@sous')!.summary).toBe('Snack: Shakshuka');
    for (const event of events) expect(event.end!.getTime() - event.start.getTime()).toBe(45 * 60_000);
  });

  it('describes servings, notes and the lines at the planned servings, and marks cooked meals', () => {
    const cooked = plan({ servings: 4, notes: 'Extra feta, "spicy"; serve at 8', cookedAt: '2026-12-03T19:10:00.000Z' });
    const [event] = parse(buildCalendarFeed([cooked], placement('UTC'), 'https://sous.example', now));
    expect(event.summary).toBe(`${cookedMark}Dinner: Shakshuka`);
    expect(String(valueOf(event.description)).split('\n')).toEqual([
      'Servings: 4',
      'Notes: Extra feta, "spicy"; serve at 8',
      'Cooked',
      '',
      'Ingredients:',
      '- 8 eggs',
      '- 2 cans tomatoes',
      '',
      'Recipe: https://sous.example/cookbook?recipe=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    ]);
    expect(event.lastmodified?.toISOString()).toBe('2026-12-03T19:10:00.000Z');
  });

  it('writes UTC instants when the household keeps UTC', () => {
    const text = buildCalendarFeed([plan()], placement('UTC'), 'https://sous.example', now);
    expect(text).toContain('DTSTART:20261203T183000Z');
    expect(text).not.toContain('TZID=');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('is an empty calendar when nothing is planned', () => {
    const text = buildCalendarFeed([], placement('Europe/Berlin'), 'https://sous.example', now);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(parse(text)).toEqual([]);
  });
});
