import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { boundedJson, durationText, findControlCharacter, jsonDepth, nameText, optionalText, requiredText } from './text-fields.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('text rules', () => {
  it('lets tab, newline and carriage return through free text and refuses other C0 controls', () => {
    expect(requiredText(50).parse(' a\tb\r\nc ')).toBe('a\tb\r\nc');
    expect(messageOf(requiredText(50), 'a\u0000b')).toBe('must not contain control characters');
    expect(messageOf(optionalText(50), 'bell\u0007')).toBe('must not contain control characters');
    expect(messageOf(requiredText(50), '\u001f')).toBe('must not contain control characters');
  });

  it('refuses every control and bidi override in a name, keeps other scripts', () => {
    expect(nameText(50).parse('  שמן זית 🍳 ')).toBe('שמן זית 🍳');
    expect(messageOf(nameText(50), 'two\nlines')).toBe('must not contain control characters');
    expect(messageOf(nameText(50), 'tab\there')).toBe('must not contain control characters');
    for (const bidi of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messageOf(nameText(50), `a${bidi}b`)).toBe('must not contain text-direction override characters');
    }
    expect(messageOf(nameText(5), ' ')).toBe('Required');
    expect(messageOf(nameText(5), 'toolong')).toBe('must be at most 5 characters');
  });

  it('finds the first bad string anywhere in a request, keys included', () => {
    expect(findControlCharacter({ a: ['ok', 'tab\tok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findControlCharacter({ ['k\u0001']: 1 })).toEqual(['k\u0001']);
    expect(findControlCharacter('\u0000')).toEqual([]);
    expect(findControlCharacter({ a: 'line\nbreak', n: 1, z: null })).toBeNull();
  });

  it('measures JSON depth without walking past the limit', () => {
    expect(jsonDepth('x', 5)).toBe(0);
    expect(jsonDepth({}, 5)).toBe(1);
    expect(jsonDepth({ a: [{ b: 1 }] }, 5)).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(jsonDepth(deep, 8)).toBeGreaterThan(8);
  });

  it('bounds free-form JSON in depth, size and text', () => {
    const schema = boundedJson(z.record(z.string(), z.unknown()), { maxDepth: 3, maxLength: 40 });
    expect(schema.parse({ a: { b: 'c' } })).toEqual({ a: { b: 'c' } });
    expect(messageOf(schema, { a: { b: { c: {} } } })).toBe('must not be nested more than 3 levels deep');
    expect(messageOf(schema, { a: 'x'.repeat(40) })).toBe('must be at most 40 characters of JSON');
    const bad = schema.safeParse({ a: ['\u0000'] });
    expect(bad.success ? null : bad.error.issues[0]).toMatchObject({ path: ['a', 0], message: 'must not contain control characters' });
  });

  it('takes durations as minutes or text, never negative', () => {
    const duration = durationText({ maxMinutes: 1440, maxLength: 20 });
    expect(duration.parse(15)).toBe('15');
    expect(duration.parse(' 10-15 min ')).toBe('10-15 min');
    expect(duration.parse('1 hr 20 min')).toBe('1 hr 20 min');
    expect(messageOf(duration, -1)).toBe('must not be negative');
    expect(messageOf(duration, '-5')).toBe('must not be negative');
    expect(messageOf(duration, 'about -5 min')).toBe('must not be negative');
    expect(messageOf(duration, '\u22125 min')).toBe('must not be negative');
    expect(messageOf(duration, 1.5)).toBe('must be a whole number of minutes up to 1440');
    expect(messageOf(duration, 'x'.repeat(21))).toBe('must be at most 20 characters');
    expect(messageOf(duration, true)).toBe('must be a number of minutes or a text like "20 min"');
  });
});
