import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBook } from './load-book.js';

/** A well-formed dish file's content; each test spoils one thing. */
const dish = (id: string, order: number, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  title: `Dish ${id}`,
  description: 'A dish written for the loader tests, long enough to read.',
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  difficulty: 'beginner',
  mealTypes: ['dinner'],
  cuisine: 'italian',
  ingredients: ['1 lb pasta', '2 tbsp olive oil', 'Salt to taste'],
  instructions: ['Boil the pasta.', 'Toss with the oil.', 'Season and serve.'],
  dietTags: [],
  allergens: ['wheat'],
  order,
  ...overrides,
});

describe('loadBook', () => {
  let dir: string;
  const write = (file: string, content: unknown): void => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sous-book-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every folder in the recorded order, not the file order, and drops the bookkeeping', () => {
    write('dinner/zucchini-bake.json', dish('zucchini-bake', 1));
    write('breakfast/apple-oats.json', dish('apple-oats', 3, { mealTypes: ['breakfast', 'snack'] }));
    write('dinner/a-roast.json', dish('a-roast', 2, { design: { proteinFamilies: 2 } }));
    const book = loadBook(dir);
    expect(book.map((recipe) => recipe.id)).toEqual(['zucchini-bake', 'a-roast', 'apple-oats']);
    expect(book[1]).toEqual({ ...dish('a-roast', 2, { design: { proteinFamilies: 2 } }), order: undefined });
    expect(Object.keys(book[0])).not.toContain('order');
    expect(Object.keys(book[0])).not.toContain('design');
  });

  it('refuses a wrong field, naming the file and the field', () => {
    write('dinner/ok.json', dish('ok', 1));
    write('dinner/bad-line.json', dish('bad-line', 2, { ingredients: ['1 lb pasta', 3, 'Salt to taste'] }));
    expect(() => loadBook(dir)).toThrow(/^recipe book: dinner\/bad-line\.json: ingredients\.1: .*expected string/);
  });

  it('refuses an unknown meal type, cuisine or difficulty', () => {
    write('dinner/odd.json', dish('odd', 1, { difficulty: 'easy', mealTypes: ['dinner', 'brunch'], cuisine: 'thai' }));
    expect(() => loadBook(dir)).toThrow(/dinner\/odd\.json: difficulty: .*; mealTypes\.1: .*; cuisine: /);
  });

  it('refuses a misspelt field rather than dropping it', () => {
    write('dinner/typo.json', dish('typo', 1, { allergen: ['milk'] }));
    expect(() => loadBook(dir)).toThrow(/dinner\/typo\.json: \(dish\): Unrecognized key: "allergen"/);
  });

  it('refuses a missing field', () => {
    const { servings: _servings, ...withoutServings } = dish('short', 1);
    write('dinner/short.json', withoutServings);
    expect(() => loadBook(dir)).toThrow(/dinner\/short\.json: servings: /);
  });

  it('refuses a file that is not JSON', () => {
    write('lunch/broken.json', '{ "id": "broken", ');
    expect(() => loadBook(dir)).toThrow(/^recipe book: lunch\/broken\.json: not JSON/);
  });

  it('refuses a dish filed under another name or meal type', () => {
    write('dinner/other-name.json', dish('the-name', 1));
    expect(() => loadBook(dir)).toThrow('recipe book: dinner/other-name.json: id: "the-name" must be the file\'s name (the-name.json)');
    rmSync(join(dir, 'dinner'), { recursive: true });
    write('lunch/soup.json', dish('soup', 1, { mealTypes: ['dinner', 'lunch'] }));
    expect(() => loadBook(dir)).toThrow('recipe book: lunch/soup.json: mealTypes: the first meal type (dinner) must be the folder\'s (lunch)');
  });

  it('refuses a folder that is no meal type and a stray file', () => {
    write('dinners/stew.json', dish('stew', 1));
    expect(() => loadBook(dir)).toThrow(/recipe book: dinners: not a meal-type folder/);
    rmSync(join(dir, 'dinners'), { recursive: true });
    write('dinner/notes.txt', 'not a dish');
    expect(() => loadBook(dir)).toThrow('recipe book: dinner/notes.txt: only <id>.json dish files belong here');
  });

  it('refuses two dishes at one place in the order, or under one id, naming both and the next free number', () => {
    write('dinner/first.json', dish('first', 1));
    write('dinner/second.json', dish('second', 1));
    write('dinner/third.json', dish('third', 7));
    expect(() => loadBook(dir)).toThrow("recipe book: dinner/second.json: order: 1 is also dinner/first.json's (the next free number is 8)");
    write('dinner/second.json', dish('second', 2));
    write('lunch/first.json', dish('first', 3, { mealTypes: ['lunch'] }));
    expect(() => loadBook(dir)).toThrow('recipe book: lunch/first.json: id: "first" is also dinner/first.json\'s');
  });
});
