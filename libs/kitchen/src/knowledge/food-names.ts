/**
 * Finding a food of a knowledge table by what a cook calls it: case, accents, plurals, notes in
 * parentheses ("rice (cooked)") and extra words ("a carton of organic milk") do not matter.
 */
import { singularize } from '../matching.js';

/** Lowercase words without accents or punctuation, each singular: "Rice (Cooked)!" → "rice cooked". */
export function foodKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9%' -]+/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== "'")
    .map((word) => singularize(word.replace(/'s$/, '')))
    .join(' ');
}

/**
 * A value computed on first use. The knowledge tables are parsed lazily so a bundle that imports
 * `@sous/kitchen` for something else (the web app) neither runs nor keeps them.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/**
 * An index from every name and alias to its entry, with a lookup that tries the whole phrase first
 * and then its longest run of words that names an entry (the later run wins a tie, since English
 * puts the head noun last: "chicken breast fillets" → "chicken breast").
 */
export class NameIndex<T> {
  private readonly byKey = new Map<string, T>();
  private readonly longest: number;

  constructor(entries: readonly T[], names: (entry: T) => readonly string[]) {
    let longest = 1;
    for (const entry of entries) {
      for (const name of names(entry)) {
        const key = foodKey(name);
        if (key === '' || this.byKey.has(key)) continue;
        this.byKey.set(key, entry);
        longest = Math.max(longest, key.split(' ').length);
      }
    }
    this.longest = longest;
  }

  exact(text: string): T | undefined {
    return this.byKey.get(foodKey(text));
  }

  find(text: string): T | undefined {
    const tokens = foodKey(text).split(' ').filter((word) => word !== '');
    for (let size = Math.min(this.longest, tokens.length); size >= 1; size--) {
      for (let start = tokens.length - size; start >= 0; start--) {
        const found = this.byKey.get(tokens.slice(start, start + size).join(' '));
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }
}
