import type { PurchaseResponse } from '@sous/contracts';

/** A toast stays readable: a few lines are shown in full, a bigger basket as its first lines and a count. */
export const putAwayLinesShown = 3;

export interface PutAwaySummary {
  /** The inventory's own sentences ("Added 2 lb to Chicken breast in the Refrigerator — now 3 lb"), in put-away order. */
  lines: string[];
  /** How many more entries were put away than `lines` names. */
  more: number;
}

/**
 * What the put-away toast says: the merge message the inventory gave each bought entry, as it is
 * (the server decided whether it merged, made a new lot or a new card; the screen never guesses).
 * One line each up to `putAwayLinesShown + 1` entries; beyond, the first few and the rest as a count,
 * so a "1 more" line never takes the place of the sentence it stands for.
 */
export function putAwaySummary({ putAway }: Pick<PurchaseResponse, 'putAway'>, shown: number = putAwayLinesShown): PutAwaySummary {
  const messages = putAway.map((entry) => entry.merge.message);
  if (messages.length <= shown + 1) return { lines: messages, more: 0 };
  return { lines: messages.slice(0, shown), more: messages.length - shown };
}
