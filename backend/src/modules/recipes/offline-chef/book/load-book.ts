/**
 * Reads the recipe book from its dish files (`dishes/<meal type>/<id>.json`), validating each one.
 * A malformed file stops the load with an error naming the file and the field: the book is data the
 * build does not type-check, so this is where a typo must surface.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEAL_TYPES, type BookRecipe } from '../types.js';
import { bookDishSchema, type BookDishFile } from './book-dish.schema.js';

/** Beside this module in src/ (tests) and in dist/ (the build copies the folder, scripts/copy-book.mjs). */
export const DISHES_DIR = fileURLToPath(new URL('./dishes/', import.meta.url));

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function fail(file: string, problem: string): never {
  throw new Error(`recipe book: ${file}: ${problem}`);
}

function readDish(dir: string, file: string): BookDishFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    fail(file, `not JSON (${(error as Error).message})`);
  }
  const parsed = bookDishSchema.safeParse(raw);
  if (!parsed.success) {
    fail(file, parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(dish)'}: ${issue.message}`).join('; '));
  }
  const dish = parsed.data;
  const [folder, name] = file.split('/');
  if (name !== `${dish.id}.json`) fail(file, `id: "${dish.id}" must be the file's name (${dish.id}.json)`);
  if (folder !== dish.mealTypes[0]) fail(file, `mealTypes: the first meal type (${dish.mealTypes[0]}) must be the folder's (${folder})`);
  return dish;
}

/** The dish as the chef holds it: the file without its bookkeeping. */
function toRecipe({ order: _order, ...recipe }: BookDishFile): BookRecipe {
  return recipe;
}

/** Every dish under `dir`, in the book's recorded order. */
export function loadBook(dir: string = DISHES_DIR): BookRecipe[] {
  const dishes: { file: string; dish: BookDishFile }[] = [];
  for (const folder of readdirSync(dir).sort(byName)) {
    if (!(MEAL_TYPES as readonly string[]).includes(folder)) fail(folder, `not a meal-type folder (${MEAL_TYPES.join(', ')})`);
    for (const name of readdirSync(join(dir, folder)).sort(byName)) {
      const file = `${folder}/${name}`;
      if (!name.endsWith('.json')) fail(file, 'only <id>.json dish files belong here');
      dishes.push({ file, dish: readDish(dir, file) });
    }
  }
  const seenOrder = new Map<number, string>();
  const seenId = new Map<string, string>();
  const nextFree = Math.max(0, ...dishes.map(({ dish }) => dish.order)) + 1;
  for (const { file, dish } of dishes) {
    const sameOrder = seenOrder.get(dish.order);
    if (sameOrder) fail(file, `order: ${dish.order} is also ${sameOrder}'s (the next free number is ${nextFree})`);
    const sameId = seenId.get(dish.id);
    if (sameId) fail(file, `id: "${dish.id}" is also ${sameId}'s`);
    seenOrder.set(dish.order, file);
    seenId.set(dish.id, file);
  }
  return dishes.sort((a, b) => a.dish.order - b.dish.order).map(({ dish }) => toRecipe(dish));
}
