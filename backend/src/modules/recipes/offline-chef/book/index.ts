/**
 * The Sous recipe book: one JSON file per dish under dishes/<meal type>/ (README.md), read on first
 * use and then held in this one array for the life of the process.
 */
import type { BookRecipe } from '../types.js';
import { loadBook } from './load-book.js';

let book: readonly BookRecipe[] | undefined;

/** Every dish of the book, in its recorded order (the chef's tie-break). Loads it on the first call. */
export function recipeBook(): readonly BookRecipe[] {
  book ??= loadBook();
  return book;
}
