/**
 * What one receipt line is, read on its own: a food line (name, price, weight, multi-buy, size),
 * a weight or multi-buy line that belongs to a food next to it, a price, price change or discount
 * for the food above it, a department heading, or a line to skip (total, tax, payment, loyalty,
 * bag, deposit, merchandise, header/footer). The word lists are in receipt-words.ts.
 */
import type { MultiBuyReading, SizeReading, WeightReading } from './receipt-amounts.js';
import { dateCandidates, readMultiBuy, readSize, readTrailingPrice, readWeight } from './receipt-amounts.js';
import { letterShare } from './receipt-text.js';
import { BAG, DEPARTMENT, DEPOSIT, DISCOUNT, GRAND_TOTAL_WORDS, INCLUSIVE_WORDS, isNonFoodDepartment, ITEM_COUNT, LOYALTY, MERCHANDISE, PAYMENT, PRICE_INFO, SAVINGS_SUMMARY, TAX, TAX_WORDS, TOTAL } from './receipt-words.js';

export type SkipReason = 'not-food' | 'total' | 'tax' | 'payment' | 'header' | 'unreadable';

export type LineKind =
  | { kind: 'blank' }
  | { kind: 'item'; name: string; price: number | null; weight: WeightReading | null; multiBuy: MultiBuyReading | null; size: SizeReading | null }
  /** A weight or multi-buy alone on its line, with the line's price when printed: it belongs to the food above. */
  | { kind: 'amount'; weight: WeightReading | null; multiBuy: MultiBuyReading | null; price: number | null }
  /**
   * A coupon, saving or markdown: it lowers the price of the food above. With `base`, the line
   * names the price it was taken off ('Saved $1.71 off $6.21'), and belongs only to a food of that price.
   */
  | { kind: 'discount'; amount: number; base: number | null }
  /** A new price for the food above: Meijer's 'was 4.09 now 1.89', 'REG 3.99 SALE 2.50'. */
  | { kind: 'reprice'; was: number; now: number }
  /** A price alone on its line: the price of a food whose name is on the line above. */
  | { kind: 'price'; price: number }
  /** A department heading: the lines under a non-food one are not food unless they name one. */
  | { kind: 'department'; food: boolean }
  | { kind: 'skip'; reason: SkipReason; amount: number | null; grandTotal: boolean };

const skip = (reason: SkipReason, amount: number | null = null, grandTotal = false): LineKind => ({ kind: 'skip', reason, amount, grandTotal });

const PHONE = /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b|\b0\d{3,4}\s\d{6,7}\b|\b(?:TEL|PHONE|PH|FAX)\b/i;
const WEB = /\bwww\.|\.(?:com|net|org|co\.uk|ie|ca)\b|https?:|@\w+\./i;
const ADDRESS = /^\d+[A-Z]?\s+.*\b(?:ST|STREET|AVE|AVENUE|RD|ROAD|BLVD|BOULEVARD|DR|DRIVE|LN|LANE|WAY|HWY|HIGHWAY|PKWY|PARKWAY|PL|PLACE|CT|COURT|PLAZA|SQ|SQUARE|CTR|CENTER|CENTRE|PIKE|TPKE|CIR)\b\.?/i;
const CITY_LINE = /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?\b/i;
const HEADER_WORDS = /\b(?:THANK\s*(?:YOU|S)|WELCOME|CASHIER|SERVED\s+BY|OPERATOR|ST\s?#|OP\s?#|TE\s?#|TR\s?#|TRN|REG(?:ISTER)?\s?#?|LANE\s?#?\s?\d|TRANS(?:ACTION)?|RECEIPT|INVOICE|MEMBER(?:SHIP)?\s*#?\s*\d|MEMBER\b|CUSTOMER|COPY|SURVEY|FEEDBACK|RETURNS?|POLICY|REFUNDS?|VAT\s+(?:NO|REG)|MANAGER|STORE\s*(?:#|NO|MANAGER)?|OPEN\s+\d|HOURS|EXPECT\s+MORE|PAY\s+LESS|EXPIR(?:ES|Y|ATION)|VALID|POINTS|REWARDS?|CLUBCARD|NECTAR|SAVE\s+MONEY|LIVE\s+BETTER|PRICES\s+YOU\s+CAN\s+TRUST|VISIT\s+US|HAVE\s+A\s+(?:NICE|GREAT|GOOD)|COME\s+AGAIN|SEE\s+YOU|BALANCE\s+FORWARD|SIGN\s+HERE|DATE|TIME|TILL|BARCODE|ORDER\s*#?|WHOLESALE|SUPERCENTER|SUPERSTORE|SUPERMARKET|GROCERY\s+OUTLET)(?![A-Za-z])/i;

/** Whether a line is a receipt's header or footer text rather than something bought. */
export function isHeaderText(line: string): boolean {
  if (PHONE.test(line) || WEB.test(line) || TIME.test(line) || HEADER_WORDS.test(line)) return true;
  if (dateCandidates(line).length > 0) return true;
  if (ADDRESS.test(line) || CITY_LINE.test(line)) return true;
  if (DEPARTMENT.test(line)) return true;
  // barcodes and reference numbers: digits, dashes and stars with hardly a letter
  return line.replace(/\D/g, '').length >= 8 && letterShare(line) < 0.25;
}

// A code in front of the name: PLU '4011', UPC '0007203671', optionally after a one-letter flag ('E 000…').
const LEADING_CODE = /^(?:[A-Z]\s+)?\d{4,14}[A-Z]?\s+/;
// A code inside or after the name: Walmart's 'BANANAS 000000004011KF'.
const INNER_CODE = /\s\d{6,14}[A-Z]{0,2}(?=\s|$)/g;
// The tax flag printed between such a code and the price: 'GV 2% MILK 1GAL 007874235186 F'.
const CODE_AND_FLAG = /\s\d{6,14}[A-Z]{0,2}\s[A-Z]{1,2}$/;

function withoutSpan(text: string, span: { start: number; end: number } | null): string {
  return span === null ? text : `${text.slice(0, span.start)} ${text.slice(span.end)}`.replace(/\s+/g, ' ').trim();
}

const money = (text: string): number => Number(text.replace(',', '.'));
const round2 = (value: number): number => Math.round(value * 100) / 100;
const MONEY = String.raw`[$£€]?(\d{1,5}[.,]\d{2})`;
// 'was 4.09 now 1.89', 'REG 3.99 SALE 2.50', 'Regular price $4.09 You pay $1.89'
const REPRICE = new RegExp(String.raw`\b(?:WAS|REG(?:ULAR)?(?:\s+PRICE)?)\s*:?\s*${MONEY}\s*(?:,\s*)?(?:NOW|SALE|YOU\s+PAY|PRICE)\s*:?\s*${MONEY}`, 'i');
// Target's 'Cartwheel 15% off $3.62': a share off the price named
const PERCENT_OFF = new RegExp(String.raw`\b(\d{1,2})\s?%\s*OFF\s*(?:OF\s+)?${MONEY}`, 'i');
// 'Saved $1.71 off $6.21', '$1.00 off $5.00': an amount off the price named
const AMOUNT_OFF = new RegExp(String.raw`${MONEY}\s*OFF\s*(?:OF\s+)?${MONEY}`, 'i');

/** A saving that names the price it came off: the amount saved and that price. */
function readOffer(line: string): { amount: number; base: number } | null {
  const percent = PERCENT_OFF.exec(line);
  if (percent) return { amount: round2((Number(percent[1]) / 100) * money(percent[2])), base: money(percent[2]) };
  const off = AMOUNT_OFF.exec(line);
  if (off && money(off[1]) < money(off[2])) return { amount: money(off[1]), base: money(off[2]) };
  return null;
}

/** A total line's words besides the total's own: only 'TOTAL', 'BALANCE DUE' and the like are the amount paid. */
function isGrandTotal(label: string): boolean {
  // two letters are a currency ('RM') or OCR's reading of one ('RN'), never what the total is of
  const words = label.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  // a tax word counts only when the line says the tax is included in it
  const inclusive = words.some((word) => INCLUSIVE_WORDS.has(word));
  return words.every((word) => GRAND_TOTAL_WORDS.has(word) || (inclusive && (INCLUSIVE_WORDS.has(word) || TAX_WORDS.has(word))));
}

// A tax flag printed between the name and the price (Target's 'GG MILK 1GAL NF 2.99'): never part of the name.
const FLAG_BEFORE_PRICE = /\s(?:NF|TF|FN|FT|T|N|F|X)$/;

/** Classify a line already cleaned by `normalizeLine`. */
export function classifyLine(line: string): LineKind {
  if (line.trim() === '') return { kind: 'blank' };
  const trailing = readTrailingPrice(line);
  const amount = trailing?.price ?? null;
  const label = trailing?.rest ?? line;

  if (ITEM_COUNT.test(line)) return skip('header');
  if (SAVINGS_SUMMARY.test(label)) return skip('total', amount, false);
  if (TOTAL.test(label)) return skip('total', amount, isGrandTotal(label));
  if (TAX.test(label) && !/\bVAT\s+(?:NO|NUMBER|REG)/i.test(label) && !MERCHANDISE.test(label)) return skip('tax', amount);
  // a bag refund or deposit return is printed negative but lowers no food's price
  if (DEPOSIT.test(label) || BAG.test(label.replace(LEADING_CODE, ''))) return skip('not-food', amount);
  const reprice = REPRICE.exec(line);
  if (reprice) return { kind: 'reprice', was: money(reprice[1]), now: money(reprice[2]) };
  if (PRICE_INFO.test(line)) return skip('not-food', amount);
  const offer = readOffer(line);
  if (offer) return { kind: 'discount', amount: offer.amount, base: offer.base };
  // points and rewards earned are no saving on a line; a reward spent on one is printed as a credit
  if (LOYALTY.test(label) && !trailing?.negative) return skip('header', amount);
  if (trailing?.negative || (trailing !== null && DISCOUNT.test(label))) return { kind: 'discount', amount: amount ?? 0, base: null };
  if (MERCHANDISE.test(label)) return skip('not-food', amount);
  if (PAYMENT.test(label)) return skip('payment', amount);
  if (amount === null && DEPARTMENT.test(line)) return { kind: 'department', food: !isNonFoodDepartment(line) };
  // a price alone, its name on the line above: '       3.49 F'
  if (trailing !== null && !/[A-Za-z0-9]/.test(label)) return { kind: 'price', price: trailing.price };

  // the weight or multi-buy is read on the whole line: its unit price may be what looked like the line's price
  const weight = readWeight(line);
  const multiBuy = weight === null ? readMultiBuy(line) : null;
  const span = weight ?? multiBuy;
  const priceStart = trailing === null ? line.length : trailing.rest.length;
  const price = span !== null && span.end > priceStart ? null : amount;
  const body = price === null ? line : label;
  let name = withoutSpan(body, span !== null && span.start < body.length ? span : null);
  name = name.replace(LEADING_CODE, '').replace(CODE_AND_FLAG, '').replace(INNER_CODE, ' ');
  if (price !== null) name = name.replace(FLAG_BEFORE_PRICE, '');
  // the word that introduces a count: 'Qty 2 @ $1.50 each'
  if (span !== null) name = name.replace(/^(?:QTY|QUANTITY)\b\s*[:.]?/i, '');
  name = name.replace(/^[*#>\s-]+|[*#\s@-]+$/g, '').trim();
  const size = readSize(name);
  const nameLetters = withoutSpan(name, size).replace(/[^A-Za-z]/g, '');

  if (span !== null && nameLetters.length < 2) return { kind: 'amount', weight, multiBuy, price };
  if (price === null && span === null && isHeaderText(line)) return skip('header');
  if (price !== null && isHeaderText(label) && !/[A-Za-z]{3}/.test(name.replace(TIME, ''))) return skip('header', price);
  const garbled = letterShare(name) < 0.5 && !/[A-Za-z]{3}/.test(name);
  if (nameLetters.length < 2 || garbled) return skip(price === null && !/\d/.test(line) ? 'header' : 'unreadable', price);
  return { kind: 'item', name, price, weight, multiBuy, size };
}
