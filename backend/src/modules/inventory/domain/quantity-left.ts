import { formatScaled, parseQuantity, roundTo } from '@sous/kitchen';

export interface QuantityTaken {
  /** What is actually taken: never more than there is. */
  taken: string;
  /** What stays, or null when nothing does. */
  left: string | null;
}

/** Takes `requested` from `available` (numeric text, fractions allowed); unreadable stock is all taken. */
export function takeQuantity(available: string, requested: string): QuantityTaken {
  const have = parseQuantity(available);
  const want = parseQuantity(requested);
  if (have === null || want === null || want >= have) return { taken: have === null ? requested : formatScaled(have), left: null };
  const rest = roundTo(have - want, 2);
  return rest <= 0 ? { taken: formatScaled(have), left: null } : { taken: formatScaled(want), left: formatScaled(rest) };
}
