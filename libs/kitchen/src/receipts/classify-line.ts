/**
 * What one receipt line is, read on its own: a food line (name, price, weight, multi-buy, size),
 * a weight or multi-buy line that belongs to the food above it, a discount for the food above
 * it, or a line to skip (total, tax, payment, bag, deposit, merchandise, header/footer). The
 * word lists are authored for Sous from what US, UK and EU supermarket receipts print.
 */
import type { MultiBuyReading, SizeReading, WeightReading } from './receipt-amounts.js';
import { dateCandidates, readMultiBuy, readSize, readTrailingPrice, readWeight } from './receipt-amounts.js';
import { letterShare } from './receipt-text.js';

export type SkipReason = 'not-food' | 'total' | 'tax' | 'payment' | 'header' | 'unreadable';

export type LineKind =
  | { kind: 'blank' }
  | { kind: 'item'; name: string; price: number | null; weight: WeightReading | null; multiBuy: MultiBuyReading | null; size: SizeReading | null }
  /** A weight or multi-buy alone on its line, with the line's price when printed: it belongs to the food above. */
  | { kind: 'amount'; weight: WeightReading | null; multiBuy: MultiBuyReading | null; price: number | null }
  /** A coupon, saving or markdown: it lowers the price of the food above. */
  | { kind: 'discount'; amount: number }
  | { kind: 'skip'; reason: SkipReason; amount: number | null; grandTotal: boolean };

const skip = (reason: SkipReason, amount: number | null = null, grandTotal = false): LineKind => ({ kind: 'skip', reason, amount, grandTotal });

const TOTAL = /^[*\s]*(?:SUB[\s-]?TOTAL|TOTAL|BAL(?:ANCE)?(?:\s+DUE)?|AMOUNT\s+DUE|AMT\s+DUE|GRAND\s+TOTAL|TO\s+PAY|NET\s+TOTAL|TOTAL\s+DUE)\b/i;
/** Total lines that are not the amount paid. */
const NOT_GRAND_TOTAL = /\bSUB[\s-]?TOTAL\b|\bSAV(?:ED|INGS?)\b|\bTAX\b|\bITEMS?\b|\bDISCOUNTS?\b|\bPOINTS\b|\bQTY\b|\bCOUPONS?\b|\bNUMBER\b|\bUNITS\b/i;
const ITEM_COUNT = /\b(?:ITEMS?\s+(?:SOLD|PURCHASED|COUNT|IN\s+TRANSACTION)|(?:NUMBER|NO\.?|#)\s+OF\s+ITEMS|TOTAL\s+(?:NUMBER\s+OF\s+)?ITEMS(?:\s+SOLD)?|ITEM\s+COUNT|TOTAL\s+QTY)\b/i;
const TAX = /\b(?:SALES\s+)?TAX(?:ABLE)?\b|\b(?:HST|GST|PST|QST|VAT|MWST|BTW|IVA)\b|^T\d\b/i;
const PAYMENT = /\b(?:VISA|MASTER\s?CARD|AMEX|AMERICAN\s+EXPRESS|DISCOVER|DEBIT|CREDIT|CASH(?:\s+BACK)?|CHANGE(?:\s+DUE)?|TEND(?:ER(?:ED)?)?|EBT|CONTACTLESS|APPROVED|APPROVAL|AUTH(?:ORI[SZ]ATION)?|CHIP\s+READ|PIN\s+VERIFIED|CARD\s*(?:#|NO|NUMBER|PAYMENT|TYPE)|ACCOUNT|ACCT|MERCHANT|TERMINAL|APPLE\s+PAY|GOOGLE\s+PAY|PAYMENT|PAID)\b|^CARD\b/i;
const DISCOUNT = /\b(?:SAV(?:E|INGS?)|COUPON|CPN|DISC(?:OUNT)?|PROMO(?:TION)?|MARKDOWN|REDUCED\s+TO\s+CLEAR|REDUCTION|INSTANT\s+SAVINGS|PRICE\s+(?:CUT|MATCH)|MULTI\s?BUY|CLUBCARD\s+PRICE|BONUS\s+BUY|MFR|MEMBER\s+PRICE|YOU\s+SAVED)\b|^\/\s?\d+/i;
const DEPOSIT = /\b(?:CRV|BTL\s*DEP|BOTTLE\s+DEP(?:OSIT)?|CAN\s+DEP(?:OSIT)?|DEPOSIT|PFAND|RECYCL\w*\s+FEE|ENVIRO\w*\s+FEE|CONTAINER\s+FEE)\b/i;
const BAG = /^(?:(?:PAPER|PLASTIC|CARRIER|REUSABLE|SHOPPING|GROCERY|CHECKOUT|CLOTH|LARGE|SMALL|\d+)\s+)*BAGS?(?:\s+(?:FEE|CHARGE|FOR\s+LIFE|TAX|REFUND|CREDIT|\d+))*$|\bBAG\s+(?:FEE|CHARGE)\b/i;

/**
 * Things a supermarket sells that are not food for the kitchen inventory: an authored, short
 * list of the common ones, with the brands that print alone on a receipt line.
 */
const MERCHANDISE = new RegExp(
  String.raw`\b(?:` +
    [
      'paper\\s+towels?', 'paper\\s+twl', 'bath\\s+tissue', 'toilet\\s+(?:paper|tissue|roll)s?', 'facial\\s+tissues?', 'tissues',
      'napkins?', 'serviettes?', 'dish\\s+(?:soap|liquid|detergent)', 'dishwasher', 'detergent', 'laundry', 'fabric\\s+softener',
      'bleach', 'cleaner', 'disinfect\\w*', 'wipes', 'sponges', 'scrub\\s+sponge', '(?:trash|garbage|bin|kitchen|freezer|storage|sandwich)\\s+bags?',
      '(?:aluminum|aluminium|tin)\\s+foil', 'foil', 'plastic\\s+wrap', 'cling\\s+film', 'ziploc', 'parchment', 'batter(?:y|ies)',
      'light\\s+bulbs?', 'toothpaste', 'tooth\\s*brush(?:es)?', 'floss', 'mouthwash', 'shampoo', 'conditioner', 'body\\s+wash',
      'hand\\s+soap', 'bar\\s+soap', 'soap', 'deodorant', 'lotion', 'sunscreen', 'razors?', 'diapers?', 'nappies', 'cat\\s+litter',
      'litter', '(?:dog|cat|pet)\\s+(?:food|treats?|chow)', 'greeting\\s+card', 'gift\\s+card', 'birthday\\s+card', 'magazine',
      'newspaper', 'candles?', 'charcoal', 'lighter', 'matches', 'flowers', 'bouquet', 'ibuprofen', 'acetaminophen', 'tylenol',
      'advil', 'bandages?', 'plasters', 'kleenex', 'bounty', 'charmin', 'cottonelle', 'dawn', 'tide', 'colgate', 'crest',
      'duracell', 'energizer', 'cascade', 'clorox', 'lysol', 'glad', 'hefty', 'scott', 'purina', 'pampers', 'huggies',
      'lottery', 'lotto', 'stamps?', 'propane', 'motor\\s+oil', 'paper\\s+(?:plates|cups)', 'plastic\\s+(?:cups|cutlery)',
    ].join('|') +
    String.raw`)\b`,
  'i',
);

const PHONE = /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b|\b0\d{3,4}\s\d{6,7}\b|\b(?:TEL|PHONE|PH|FAX)\b/i;
const WEB = /\bwww\.|\.(?:com|net|org|co\.uk|ie|ca)\b|https?:|@\w+\./i;
const ADDRESS = /^\d+[A-Z]?\s+.*\b(?:ST|STREET|AVE|AVENUE|RD|ROAD|BLVD|BOULEVARD|DR|DRIVE|LN|LANE|WAY|HWY|HIGHWAY|PKWY|PARKWAY|PL|PLACE|CT|COURT|PLAZA|SQ|SQUARE|CTR|CENTER|CENTRE|PIKE|TPKE|CIR)\b\.?/i;
const CITY_LINE = /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?\b/i;
const HEADER_WORDS = /\b(?:THANK\s*(?:YOU|S)|WELCOME|CASHIER|SERVED\s+BY|OPERATOR|ST\s?#|OP\s?#|TE\s?#|TR\s?#|TRN|REG(?:ISTER)?\s?#?|LANE\s?#?\s?\d|TRANS(?:ACTION)?|RECEIPT|INVOICE|MEMBER(?:SHIP)?\s*#?\s*\d|MEMBER\b|CUSTOMER|COPY|SURVEY|FEEDBACK|RETURNS?|POLICY|REFUNDS?|VAT\s+(?:NO|REG)|MANAGER|STORE\s*(?:#|NO|MANAGER)?|OPEN\s+\d|HOURS|POINTS|REWARDS?|CLUBCARD|NECTAR|SAVE\s+MONEY|LIVE\s+BETTER|PRICES\s+YOU\s+CAN\s+TRUST|VISIT\s+US|HAVE\s+A\s+(?:NICE|GREAT|GOOD)|COME\s+AGAIN|SEE\s+YOU|BALANCE\s+FORWARD|SIGN\s+HERE|DATE|TIME|TILL|BARCODE|ORDER\s*#?|WHOLESALE|SUPERCENTER|SUPERSTORE|SUPERMARKET|GROCERY\s+OUTLET)(?![A-Za-z])/i;

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
// Department headings some stores print between the items: 'PRODUCE', 'REFRIG/FROZEN'.
const DEPARTMENT = /^(?:(?:PRODUCE|GROCERY|GROCERIES|DAIRY|MEATS?|SEAFOOD|DELI|BAKERY|FROZEN|REFRIG(?:ERATED)?|GENERAL|MERCHANDISE|HEALTH|BEAUTY|BEVERAGES?|HOUSEHOLD|PHARMACY|LIQUOR|SNACKS|FLORAL|NATURAL|FOODS?|PACKAGED|BULK|&|AND)[\s/&-]*)+$/i;

function withoutSpan(text: string, span: { start: number; end: number } | null): string {
  return span === null ? text : `${text.slice(0, span.start)} ${text.slice(span.end)}`.replace(/\s+/g, ' ').trim();
}

/** Classify a line already cleaned by `normalizeLine`. */
export function classifyLine(line: string): LineKind {
  if (line.trim() === '') return { kind: 'blank' };
  const trailing = readTrailingPrice(line);
  const amount = trailing?.price ?? null;
  const label = trailing?.rest ?? line;

  if (ITEM_COUNT.test(line)) return skip('header');
  if (TOTAL.test(label)) return skip('total', amount, !NOT_GRAND_TOTAL.test(label));
  if (TAX.test(label) && !/\bVAT\s+(?:NO|NUMBER|REG)/i.test(label) && !MERCHANDISE.test(label)) return skip('tax', amount);
  // a bag refund or deposit return is printed negative but lowers no food's price
  if (DEPOSIT.test(label) || BAG.test(label.replace(LEADING_CODE, ''))) return skip('not-food', amount);
  if (trailing?.negative || (trailing !== null && DISCOUNT.test(label))) return { kind: 'discount', amount: amount ?? 0 };
  if (MERCHANDISE.test(label)) return skip('not-food', amount);
  if (PAYMENT.test(label)) return skip('payment', amount);

  // the weight or multi-buy is read on the whole line: its unit price may be what looked like the line's price
  const weight = readWeight(line);
  const multiBuy = weight === null ? readMultiBuy(line) : null;
  const span = weight ?? multiBuy;
  const priceStart = trailing === null ? line.length : trailing.rest.length;
  const price = span !== null && span.end > priceStart ? null : amount;
  const body = price === null ? line : label;
  let name = withoutSpan(body, span !== null && span.start < body.length ? span : null);
  name = name.replace(LEADING_CODE, '').replace(CODE_AND_FLAG, '').replace(INNER_CODE, ' ');
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
