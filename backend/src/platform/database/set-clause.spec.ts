import { setClause, toArrayLiteral } from './set-clause.js';

describe('setClause', () => {
  it('sets only the fields sent, in column order, nulls included', () => {
    expect(setClause({ name: 'name', unit: 'unit', notes: 'notes' }, { notes: null, name: 'Milk' })).toEqual({
      sets: ['name = ?', 'notes = ?'],
      params: ['Milk', null],
    });
  });

  it('binds a list as one array literal', () => {
    expect(setClause({ lines: 'ingredients' }, { lines: ['2 "good" eggs', 'salt\\pepper'] })).toEqual({
      sets: ['ingredients = ?::text[]'],
      params: ['{"2 \\"good\\" eggs","salt\\\\pepper"}'],
    });
    expect(toArrayLiteral([])).toBe('{}');
  });
});
