/**
 * A receipt's text (typed, pasted or read by OCR) turned into the food lines it bought and the
 * lines it skipped, with the store, the purchase date and the printed total (issue 21). The
 * backend adds storage places and expiry dates; the user reviews everything before it is added.
 *
 * Amount rules: a weighed item is its weight ('1.32 lb'); a
 * multi-buy is its count ('2 @ 0.99' → 2 item); a size printed in the name is the amount of one
 * package ('MILK 1GAL' → 1 gallon, 'SPAG 16OZ' → 16 oz), times the multi-buy count; a count size
 * ('EGGS 24CT', 'YOGURT 6PK') is that many items, because the kitchen counts eggs, not cartons.
 * Anything else is 1 item.
 */
import { roundTo } from '../quantity.js';
import { classifyLine, isHeaderText, type LineKind, type SkipReason } from './classify-line.js';
import { dateCandidates, pickPurchaseDate, type MultiBuyReading, type WeightReading } from './receipt-amounts.js';
import { letterShare, normalizeLine, receiptLines } from './receipt-text.js';
import { readFood, type FoodMatch } from './read-food.js';

export interface ParsedReceiptItem {
  /** 0-based index of the text line the item came from. */
  line: number;
  /** That line, trimmed. */
  raw: string;
  name: string;
  foodKey: string | null;
  category: string | null;
  quantity: string;
  unit: string;
  /** What the line cost in total, after multi-buys and the discounts printed under it. */
  price: number | null;
  /** 0–1: how cleanly the line read and how well its food matched. */
  confidence: number;
}

export interface SkippedLine {
  line: number;
  raw: string;
  reason: SkipReason;
}

export interface ParsedReceipt {
  store: string | null;
  /** yyyy-MM-dd. */
  purchasedOn: string | null;
  total: number | null;
  items: ParsedReceiptItem[];
  skipped: SkippedLine[];
}

export interface ParseReceiptOptions {
  /** yyyy-MM-dd: dates after it are misreadings, so '03/04/26' is read the way that is not in the future. */
  today?: string;
}

/** An item while the lines under it may still add its weight, count or discount. */
interface Draft {
  line: number;
  raw: string;
  name: string;
  price: number | null;
  weight: WeightReading | null;
  multiBuy: MultiBuyReading | null;
  size: { quantity: number; unit: string } | null;
  /** The line needed repairs (misread digits, split decimals, a doubled sign): it read less cleanly. */
  repaired: boolean;
}

const round2 = (value: number): number => roundTo(value, 2);

function amountOf(draft: Draft): { quantity: number; unit: string } {
  if (draft.weight) return { quantity: draft.weight.quantity, unit: draft.weight.unit };
  const count = draft.multiBuy?.count ?? 1;
  if (draft.size) return { quantity: roundTo(draft.size.quantity * count, 3), unit: draft.size.unit };
  return { quantity: count, unit: 'item' };
}

const MATCH_SCORE: Readonly<Record<FoodMatch, number>> = { exact: 1, partial: 0.8, fuzzy: 0.6, none: 0.3 };

function confidenceOf(draft: Draft, match: FoodMatch, coverage: number): number {
  let reading = 0.6 + 0.4 * letterShare(draft.name.replace(/\b\d+(?:[.,]\d+)?\s*[a-z]{0,3}\b/gi, ''));
  if (draft.price === null) reading -= 0.2;
  if (draft.repaired) reading -= 0.1;
  const matching = match === 'partial' ? 0.6 + 0.3 * coverage : MATCH_SCORE[match];
  return Math.max(0, Math.min(1, round2(reading * matching)));
}

/** 'WELCOME TO TRADER JOE'S #123' → "Trader Joe's"; null when the line is not a name. */
function storeName(raw: string): string | null {
  const line = normalizeLine(raw)
    .replace(/^\W*(?:WELCOME\s+TO\s+)/i, '')
    .replace(/\s*(?:#|NO\.?|STORE)\s*\d+.*$/i, '')
    .replace(/[*=~_]+/g, ' ')
    .trim();
  if (line.length < 3 || letterShare(line) < 0.7) return null;
  if (/\b(?:THANK|RECEIPT|CUSTOMER|COPY|CASHIER|MEMBER|DATE|TIME|TEL|PHONE|VAT)\b/i.test(line)) return null;
  if (dateCandidates(line).length > 0 || /\d{3}/.test(line)) return null;
  const isUpper = line === line.toUpperCase();
  return isUpper ? line.toLowerCase().replace(/(^|[\s&-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()) : line;
}

/** The food lines, skipped lines, store, date and total of a receipt's text. */
export function parseReceipt(text: string, options: ParseReceiptOptions = {}): ParsedReceipt {
  const lines = receiptLines(text);
  const drafts: Draft[] = [];
  const skipped: SkippedLine[] = [];
  let total: number | null = null;
  let totalSeen = false;
  const dates: string[] = [];
  // the item a weight, multi-buy or discount line under it belongs to
  let open: Draft | null = null;

  const skipLine = (line: number, raw: string, reason: SkipReason): void => {
    skipped.push({ line, raw, reason });
  };

  lines.forEach((rawLine, index) => {
    const raw = rawLine.trim();
    const cleaned = normalizeLine(raw);
    const kind: LineKind = classifyLine(cleaned);
    if (kind.kind === 'blank') return;
    if (kind.kind !== 'item' && kind.kind !== 'amount' && kind.kind !== 'discount') {
      if (dates.length === 0) dates.push(...dateCandidates(cleaned));
    }
    switch (kind.kind) {
      case 'item': {
        const draft: Draft = {
          line: index,
          raw,
          name: kind.name,
          price: kind.price,
          weight: kind.weight,
          multiBuy: kind.multiBuy,
          size: kind.size,
          repaired: cleaned.replace(/\s/g, '') !== raw.replace(/\s/g, '').normalize('NFKC'),
        };
        if (draft.price === null && draft.weight) draft.price = round2(draft.weight.quantity * draft.weight.unitPrice);
        if (draft.price === null && draft.multiBuy?.total != null) draft.price = draft.multiBuy.total;
        drafts.push(draft);
        open = totalSeen ? null : draft;
        return;
      }
      case 'amount': {
        const target: Draft | null = open;
        if (target === null || (target.weight !== null && kind.weight !== null) || (target.multiBuy !== null && kind.multiBuy !== null)) {
          skipLine(index, raw, 'unreadable');
          return;
        }
        if (kind.weight) target.weight = kind.weight;
        if (kind.multiBuy) target.multiBuy = kind.multiBuy;
        const computed = kind.weight ? round2(kind.weight.quantity * kind.weight.unitPrice) : (kind.multiBuy?.total ?? null);
        // a total printed on the amount line is what was paid (the line above may show the unit
        // price); a computed total only fills a missing price, or replaces a unit price
        const unitPriceAbove = kind.multiBuy !== null && target.price !== null && computed !== null && kind.multiBuy.count > 1 && Math.abs(target.price * kind.multiBuy.count - computed) < 0.011;
        if (kind.price !== null) target.price = kind.price;
        else if (target.price === null || unitPriceAbove) target.price = computed;
        // not listed as skipped: the line is part of the item above, which keeps its own raw line
        return;
      }
      case 'discount': {
        const target: Draft | null = open;
        if (!totalSeen && target !== null && target.price !== null) target.price = Math.max(0, round2(target.price - kind.amount));
        skipLine(index, raw, 'not-food');
        return;
      }
      case 'skip': {
        if (kind.reason === 'total') {
          if (kind.grandTotal && total === null && kind.amount !== null) total = kind.amount;
          totalSeen = true;
        }
        if (kind.reason !== 'header' || drafts.length > 0) open = null;
        skipLine(index, raw, kind.reason);
        return;
      }
    }
  });

  const items: ParsedReceiptItem[] = [];
  const firstPriced = drafts.find((draft) => draft.price !== null)?.line ?? Number.POSITIVE_INFINITY;
  for (const draft of drafts) {
    const food = readFood(draft.name);
    // a line with no price and no amount under it is header text above the first purchase
    // ('FRESH THYME MARKET' names no herb), and footer text below it unless it names a food
    const priceless = draft.price === null && draft.weight === null && draft.multiBuy === null;
    if (priceless && (food.foodKey === null || draft.line < firstPriced)) {
      const header = draft.line < firstPriced || isHeaderText(draft.raw) || letterShare(draft.raw) >= 0.6;
      skipLine(draft.line, draft.raw, header ? 'header' : 'unreadable');
      continue;
    }
    const { quantity, unit } = amountOf(draft);
    items.push({
      line: draft.line,
      raw: draft.raw,
      name: food.name,
      foodKey: food.foodKey,
      category: food.category,
      quantity: String(roundTo(quantity, 3)),
      unit,
      price: draft.price,
      confidence: confidenceOf(draft, food.match, food.coverage),
    });
  }
  skipped.sort((a, b) => a.line - b.line);
  // the store is the first header line above the first purchase that reads as a name
  let store: string | null = null;
  for (const line of skipped) {
    if (line.line > firstPriced || line.reason !== 'header') continue;
    store = storeName(line.raw);
    if (store !== null) break;
  }
  return { store, purchasedOn: pickPurchaseDate(dates, options.today), total, items, skipped };
}
