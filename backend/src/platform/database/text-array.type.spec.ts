import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { parse } from 'postgres-array';
import { TextArrayType } from './text-array.type.js';

/** Reads a literal back the way PostgreSQL's array input does (postgres-array follows its grammar). */
const readBack = (literal: string) => parse(literal);

describe('TextArrayType', () => {
  const platform = new PostgreSqlPlatform();
  const type = new TextArrayType();
  const strings = ['null', 'NULL', ' null ', '', 'a,b', '{x}', '"q"', 'back\\slash', 'a\u0007b{c', 'tab\t', '🍳', 'שמן'];

  it('quotes every element, so no string becomes NULL or loses a character', () => {
    const literal = type.convertToDatabaseValue(strings, platform);
    expect(literal).toBe(
      '{"null","NULL"," null ","","a,b","{x}","\\"q\\"","back\\\\slash","a\u0007b{c","tab\t","🍳","שמן"}',
    );
    expect(readBack(literal!)).toEqual(strings);
  });

  it('keeps null and the empty list, and reads arrays and array text', () => {
    expect(type.convertToDatabaseValue(null, platform)).toBeNull();
    expect(type.convertToDatabaseValue([], platform)).toBe('{}');
    expect(type.convertToJSValue(['a', 'NULL'], platform)).toEqual(['a', 'NULL']);
    expect(type.convertToJSValue('{"NULL",NULL,"a,b"}', platform)).toEqual(['NULL', null, 'a,b']);
    expect(type.getColumnType()).toBe('text[]');
  });
});
