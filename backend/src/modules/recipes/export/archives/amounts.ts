const fractions: readonly [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/**
 * An amount as a cook writes it: 2 → "2", 1.5 → "1 1/2", 0.333 → "1/3", 0.15 → "0.15". Apps that
 * store amounts as numbers (Mealie, Tandoor) give floats; the cookbook's parser reads fractions.
 */
export function amountText(amount: number): string {
  const whole = Math.floor(amount);
  const rest = amount - whole;
  if (rest < 0.01) return String(whole);
  const fraction = fractions.find(([value]) => Math.abs(rest - value) < 0.01)?.[1];
  if (!fraction) return String(Math.round(amount * 1000) / 1000);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** "2 cups flour, sifted": the parts that are there, joined; null when none is. */
export function ingredientLine(amount: number | null, unit: string | null, food: string | null, note: string | null): string | null {
  const head = [amount !== null && amount > 0 ? amountText(amount) : null, unit?.trim() || null, food?.trim() || null].filter(Boolean).join(' ');
  const tail = note?.trim() || null;
  if (!head) return tail;
  return tail ? `${head}, ${tail}` : head;
}

/** Minutes as an ISO duration for the schema.org reader, or undefined for none. */
export const minutesDuration = (minutes: unknown): string | undefined =>
  typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? `PT${Math.round(minutes)}M` : undefined;
