/**
 * Which of a receipt's dates is the day of the purchase. Receipts print other dates too: a
 * coupon's or card's expiry, a return-by date, a points statement. The transaction date is the one
 * printed with the time, or labelled as the date, in the header or next to the total; an expiry,
 * valid-until or return-by date never is.
 */
import { addDays, daysBetween } from '../dates.js';
import { dateCandidates, pickPurchaseDate } from './receipt-amounts.js';

/** A line with dates on it, where it sits on the receipt. */
export interface DateLine {
  line: number;
  text: string;
}

const NOT_THE_PURCHASE =
  /\b(?:EXP(?:IRES?|IRY|IRATION|\.)?|VALID|UNTIL|THRU|THROUGH|RETURNS?|RETURN\s+BY|BEST\s+BEFORE|BEST\s+BY|USE\s+BY|SELL\s+BY|OFFER|COUPON|REDEEM\w*|ENDS?|BIRTH\w*|DOB|SINCE|NEXT\s+VISIT|STATEMENT|PERIOD)\b/i;
const LABEL = /\b(?:DATE|DATUM|FECHA|TRANS(?:ACTION)?\s+DATE|PURCHASE\s+DATE|SALE\s+DATE)\b/i;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?\b/i;

/**
 * The purchase date among the receipt's dated lines: the best-placed line's reading that is not
 * in the future (see `pickPurchaseDate`). `firstItem` and `total` are the lines of the first
 * purchase and of the total, where the header ends and the footer starts.
 */
export function pickTransactionDate(lines: readonly DateLine[], where: { firstItem: number; total: number | null }, today?: string): string | null {
  let best: { score: number; readings: string[] } | null = null;
  for (const { line, text } of lines) {
    const readings = dateCandidates(text);
    if (readings.length === 0 || NOT_THE_PURCHASE.test(text)) continue;
    let score = 0;
    if (LABEL.test(text)) score += 3;
    if (TIME.test(text)) score += 2;
    // the header above the purchases, or the lines right under the total
    if (line < where.firstItem || (where.total !== null && line > where.total && line - where.total <= 12)) score += 1;
    // a date still to come is an expiry printed without its word
    if (today !== undefined && readings.every((date) => daysBetween(addDays(today, 1), date) > 0)) score -= 4;
    if (best === null || score > best.score) best = { score, readings };
  }
  return best === null ? null : pickPurchaseDate(best.readings, today);
}
