import fc from 'fast-check';
import { findStepTimers } from './step-timers.js';

const only = (step: string) => {
  const timers = findStepTimers(step);
  expect(timers).toHaveLength(1);
  return timers[0];
};

describe('findStepTimers', () => {
  it('reads a simple duration and names it after the verb', () => {
    expect(only('Simmer for 20 minutes.')).toEqual({ seconds: 1200, maxSeconds: null, label: 'Simmer', text: '20 minutes', note: null });
  });

  it.each([
    ['Bake 1 hour 15 minutes until browned.', 4500, 'Bake'],
    ['Roast for 1 hour and 15 minutes.', 4500, 'Roast'],
    ['Braise for 2 hrs, 30 mins.', 9000, 'Braise'],
    ['Let the dough rise for 1 1/2 hours.', 5400, 'Rise'],
    ['Let the dough prove for 1½ hours.', 5400, 'Prove'],
    ['Chill for an hour and a half.', 5400, 'Chill'],
    ['Leave to marinate for half an hour.', 1800, 'Marinate'],
    ['Steep the tea for five minutes.', 300, 'Steep'],
    ['Microwave on high for 90 seconds.', 90, 'Microwave'],
    ['Cook the pasta for 8 min.', 480, 'Cook'],
    ['Boil 2.5 hours.', 9000, 'Boil'],
    ['Let rest a minute before slicing.', 60, 'Rest'],
  ])('%s → %i s, %s', (step, seconds, label) => {
    const timer = only(step);
    expect(timer.seconds).toBe(seconds);
    expect(timer.label).toBe(label);
    expect(timer.maxSeconds).toBeNull();
  });

  it('times a range to its lower end and says so', () => {
    const timer = only('Bake at 180°C for 30-40 minutes, until a skewer comes out clean.');
    expect(timer).toMatchObject({ seconds: 1800, maxSeconds: 2400, label: 'Bake', text: '30-40 minutes' });
    expect(timer.note).toBe('Set to 30 minutes, the lower end of 30-40 minutes');
  });

  it.each([
    ['Simmer 10 to 15 minutes.', 600, 900],
    ['Simmer 10–15 minutes.', 600, 900],
    ['Roast for 1 to 2 hours.', 3600, 7200],
    ['Fry 3 or 4 minutes a side.', 180, 240],
    ['Roast 1 hour 10-20 minutes.', 4200, 4800],
  ])('range %s', (step, seconds, maxSeconds) => {
    expect(only(step)).toMatchObject({ seconds, maxSeconds });
  });

  it('finds several timers in one step, each with its own verb', () => {
    const timers = findStepTimers('Sear the steak 2 minutes per side. Then roast for 8 minutes and rest for 5 minutes before slicing.');
    expect(timers.map((t) => [t.label, t.seconds])).toEqual([
      ['Sear', 120],
      ['Roast', 480],
      ['Rest', 300],
    ]);
  });

  it('takes the verb after the duration when none comes before', () => {
    expect(only('After 10 minutes of simmering, add the peas.').label).toBe('Simmer');
  });

  it('calls a timer without a cooking verb "Timer"', () => {
    expect(only('The sauce needs 12 minutes.').label).toBe('Timer');
  });

  it.each([
    'Cover and refrigerate overnight.',
    'Stir every 5 minutes.',
    'Season to taste and serve.',
    'Preheat the oven to 200°C and grease a 20 cm tin.',
    'Bake until golden, a few minutes.',
    'Use 2 cups of flour.',
  ])('gives no timer for "%s"', (step) => {
    expect(findStepTimers(step)).toEqual([]);
  });

  it('times "8 hours or overnight" as 8 hours', () => {
    expect(only('Soak the beans for 8 hours or overnight.')).toMatchObject({ seconds: 28800, label: 'Soak', maxSeconds: null });
  });

  it('reads any written minutes back as that many seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.constantFrom('minutes', 'mins', 'minute', 'min'), (minutes, unit) => {
        const timers = findStepTimers(`Simmer gently for ${minutes} ${unit}, stirring.`);
        expect(timers).toHaveLength(1);
        expect(timers[0].seconds).toBe(minutes * 60);
        expect(timers[0].label).toBe('Simmer');
      }),
    );
  });

  it('always starts a range at its lower end, never past its upper end (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 60 }), (low, extra) => {
        const [timer] = findStepTimers(`Bake ${low}-${low + extra} minutes.`);
        expect(timer.seconds).toBe(low * 60);
        expect(timer.maxSeconds).toBe((low + extra) * 60);
        expect(timer.note).toContain(`${low}-${low + extra} minutes`);
      }),
    );
  });

  it('never throws and never gives a non-positive timer on any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const timer of findStepTimers(text)) {
          expect(Number.isInteger(timer.seconds)).toBe(true);
          expect(timer.seconds).toBeGreaterThan(0);
        }
      }),
    );
  });
});
