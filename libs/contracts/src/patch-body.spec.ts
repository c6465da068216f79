import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { someChange } from './patch-body.js';
import { calendarDatePattern } from './calendar-date.js';

describe('someChange', () => {
  const body = someChange(z.object({ name: z.string().optional(), note: z.string().optional() }));
  const guarded = someChange(z.object({ token: z.string(), on: z.boolean().optional() }), { beside: 1, path: ['token'] });

  it('refuses a body that changes nothing, naming the field when asked', () => {
    expect(body.safeParse({}).error?.issues[0]).toMatchObject({ message: 'Nothing to change', path: [] });
    expect(body.safeParse({ name: undefined }).success).toBe(false);
    expect(body.safeParse({ note: 'x' }).success).toBe(true);
    expect(guarded.safeParse({ token: 't' }).error?.issues[0]).toMatchObject({ message: 'Nothing to change', path: ['token'] });
    expect(guarded.safeParse({ token: 't', on: false }).success).toBe(true);
  });

  it('says so in JSON Schema with minProperties', () => {
    expect(z.toJSONSchema(body, { io: 'input' })).toMatchObject({ minProperties: 1 });
    expect(z.toJSONSchema(guarded, { io: 'input' })).toMatchObject({ minProperties: 2, required: ['token'] });
  });
});

describe('calendarDatePattern', () => {
  const pattern = new RegExp(calendarDatePattern);
  it.each(['1900-01-01', '1999-12-31', '2026-02-28', '2199-06-15', '2200-12-31'])('accepts %s', (date) => expect(pattern.test(date)).toBe(true));
  it.each(['1899-12-31', '2201-01-01', '2300-01-01', '2026-00-10', '2026-13-01', '2026-01-00', '2026-01-32', '2026-1-01'])('refuses %s', (date) =>
    expect(pattern.test(date)).toBe(false),
  );
});
