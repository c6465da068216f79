/**
 * The Kaplan–Meier estimate of how long food keeps, from lives that ended in going off (events) and
 * lives that ended otherwise (right-censored: kept at least that long). A lot eaten on day 2 says
 * nothing about day 5, so it leaves the count of lots "at risk" after day 2 instead of being
 * treated as if it had gone off, or as if it had never existed.
 */
export interface Observation {
  days: number;
  wentOff: boolean;
}

/**
 * The first day by which half the lots are estimated to have gone off; null when the history never
 * gets there (most lots were used before they could go off: they keep longer than anything seen).
 * On a tie, going off counts before lasting (the usual convention: a lot eaten on day 4 was at risk
 * on day 4).
 */
export function medianDaysToSpoil(observations: readonly Observation[]): number | null {
  const days = [...new Set(observations.filter((o) => o.wentOff).map((o) => o.days))].sort((a, b) => a - b);
  let surviving = 1;
  for (const day of days) {
    const atRisk = observations.filter((o) => o.days >= day).length;
    const wentOff = observations.filter((o) => o.wentOff && o.days === day).length;
    surviving *= 1 - wentOff / atRisk;
    // a tiny epsilon: 1 - 1/2 is exactly 0.5, but products of thirds may land a hair above it
    if (surviving <= 0.5 + 1e-9) return day;
  }
  return null;
}
