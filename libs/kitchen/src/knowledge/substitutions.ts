/** Ingredient substitutions (substitutions-data.ts): what to use instead, how much, and when it fails. */
import { foodKey, lazy, NameIndex } from './food-names.js';
import { SUBSTITUTION_TABLE } from './substitutions-data.js';

export interface Substitute {
  /** The substitute with its ratio ("1 cup milk + 1 tbsp lemon juice …"). */
  use: string;
  /** When it does not work as well. */
  fails: string;
}

export interface Substitution {
  ingredient: string;
  names: readonly string[];
  /** Best first. */
  options: readonly Substitute[];
}

function parseTable(table: string): Substitution[] {
  const byName = new Map<string, { ingredient: string; names: string[]; options: Substitute[] }>();
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [namesText, use, fails] = line.split('|').map((part) => part.trim());
    if (!use || !fails) throw new Error(`Bad substitution line: ${line}`);
    const names = namesText.split(',').map((name) => name.trim()).filter((name) => name !== '');
    const key = foodKey(names[0]);
    const entry = byName.get(key) ?? { ingredient: names[0], names: [], options: [] };
    for (const name of names) if (!entry.names.includes(name)) entry.names.push(name);
    entry.options.push({ use, fails });
    byName.set(key, entry);
  }
  return [...byName.values()];
}

/** Every ingredient with substitutes, in table order. */
export const substitutions: () => readonly Substitution[] = lazy(() => parseTable(SUBSTITUTION_TABLE));

/** How many substitutions the table holds (ingredient × substitute). */
export function substituteCount(): number {
  return substitutions().reduce((sum, entry) => sum + entry.options.length, 0);
}

const index = lazy(() => new NameIndex(substitutions(), (entry) => entry.names));

/** What to use instead of an ingredient ("buttermilk", "eggs", "an egg", "fresh basil"); null when unknown. */
export function substitutesFor(ingredient: string): Substitution | null {
  return index().exact(ingredient) ?? index().find(ingredient) ?? null;
}
