/**
 * The household's lots indexed once per request (issue 18: cookbook availability without an N×M
 * scan). A recipe line finds its lots through the food key and through the words of its name: a
 * lot whose words contain the line's, or are contained in them, shares at least one word with the
 * line, so looking up each word of the line finds every lot `namesMatch` would, and then only
 * those few are compared. Building is O(lots × words); a line costs O(its words + its candidates).
 */
import { lotsInUseOrder } from '../amounts/take-from-lots.js';
import { ingredientNameTokens, ingredientTokens, tokenSetsMatch } from '../matching.js';

/** One lot of the household's inventory, as availability and cooking read it. */
export interface StockLot {
  id: string;
  name: string;
  quantity: string | number | null;
  unit: string | null;
  expirationDate?: string | Date | null;
  /** The canonical food of the lot (food identity); null on rows older than it. */
  foodKey?: string | null;
}

export interface StockIndex<T extends StockLot = StockLot> {
  /** Every lot in the order cooking uses them: earliest expiry first, then as given. */
  readonly lots: readonly T[];
  /**
   * The lots an ingredient matches, in use order: the same food key, or names whose words contain
   * one another ('chicken breast' ~ 'Chicken breast, raw' ~ 'chicken').
   */
  candidates(ingredient: string, foodKey: string): readonly T[];
}

function push(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

export function indexStock<T extends StockLot>(stock: readonly T[]): StockIndex<T> {
  const lots = lotsInUseOrder(stock.map((lot) => ({ lot, id: lot.id, quantity: lot.quantity, unit: lot.unit, expiresAt: lot.expirationDate ?? null }))).map(
    (entry) => entry.lot,
  );
  const tokens = lots.map((lot) => ingredientTokens(lot.name));
  const byKey = new Map<string, number[]>();
  const byToken = new Map<string, number[]>();
  lots.forEach((lot, position) => {
    if (lot.foodKey) push(byKey, lot.foodKey, position);
    for (const token of tokens[position]) push(byToken, token, position);
  });

  // a cookbook names the same few foods in line after line: each is looked up once per index
  const looked = new Map<string, readonly T[]>();
  return {
    lots,
    candidates(ingredient: string, foodKey: string): readonly T[] {
      const lookup = `${foodKey}\u0000${ingredient}`;
      const known = looked.get(lookup);
      if (known) return known;
      const lineTokens = ingredientNameTokens(ingredient);
      const found = new Set<number>(byKey.get(foodKey) ?? []);
      for (const token of lineTokens) {
        for (const position of byToken.get(token) ?? []) {
          if (!found.has(position) && tokenSetsMatch(lineTokens, tokens[position])) found.add(position);
        }
      }
      const candidates = [...found].sort((a, b) => a - b).map((position) => lots[position]);
      looked.set(lookup, candidates);
      return candidates;
    },
  };
}
