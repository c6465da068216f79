import { thresholds } from '@sous/contracts';

export type TickerSpeed = 'normal' | 'slow';

/** Spec 001 §2, §9: 'normal' when there are more than 5 notifications, otherwise slow. */
export function tickerSpeed(count: number): TickerSpeed {
  return count > thresholds.tickerNormalAbove ? 'normal' : 'slow';
}

/** Pixels per second the ticker moves at each speed. */
export const tickerPixelsPerSecond: Record<TickerSpeed, number> = { normal: 60, slow: 30 };
