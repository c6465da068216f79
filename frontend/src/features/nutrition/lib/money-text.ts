import type { MoneySummary } from '@sous/contracts';

/** Words of the money figures (issue 21). */
export const moneyText = {
  heading: 'Money this month',
  estimated: 'estimated',
  estimatedHint: 'Some values are estimated from the last price you paid for that food.',
  spent: 'Spent',
  spentDetail: (purchases: number) => `${purchases} ${purchases === 1 ? 'purchase' : 'purchases'} with a price`,
  used: 'Used (saved)',
  wasted: 'Thrown away',
  emptyTitle: 'No prices yet',
  empty: 'Add what you paid when you add food to see money saved and wasted',
} as const;

/** Whether any money is known this month: a priced purchase or a priced use or discard. */
export const hasMoney = (money: MoneySummary) => money.purchases > 0 || money.usedPriced > 0 || money.wastedPriced > 0;

/** "3 of 9 thrown-away items had no price", or null when every one had a price. */
export function unpricedText(unpriced: number, total: number, kind: 'used' | 'thrown-away'): string | null {
  if (unpriced === 0) return null;
  return `${unpriced} of ${total} ${kind} ${total === 1 ? 'item' : 'items'} had no price`;
}
