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
 *
 * Layout rules (issue 29): a weight or count line belongs to the item whose price it makes, above
 * or below it, else to the side this receipt prints them on; a price alone on a line is the price
 * of the name above it; 'was 4.09 now 1.89' reprices the item above; a saving that names the price
 * it came off ('Saved $1.71 off $6.21') applies only to an item of that price; lines under a
 * non-food department that name no food are not proposed.
 */
import { roundTo } from '../quantity.js';
import { classifyLine, isHeaderText, type SkipReason } from './classify-line.js';
import { amountOf, amountsAbove, applyAmount, computedTotal, neighbours, samePrice, takes, type AmountLine, type Draft, type ReadLine } from './receipt-draft.js';
import { pickTransactionDate, type DateLine } from './receipt-date.js';
import { detectStore } from './receipt-store.js';
import { letterShare, normalizeLine, receiptLines } from './receipt-text.js';
import { readFood, type FoodMatch } from './read-food.js';
import { COOKED_STATES, stateOfName } from '../food-identity/food-state.js';

const ROUNDED_TOTAL = /\b(?:ROUNDED|ROUNDING|AFTER\s+ADJ\w*|ADJUSTED)\b/i;

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

const round2 = (value: number): number => roundTo(value, 2);

const MATCH_SCORE: Readonly<Record<FoodMatch, number>> = { exact: 1, partial: 0.8, fuzzy: 0.6, none: 0.3 };

function confidenceOf(draft: Draft, match: FoodMatch, coverage: number): number {
  let reading = 0.6 + 0.4 * letterShare(draft.name.replace(/\b\d+(?:[.,]\d+)?\s*[a-z]{0,3}\b/gi, ''));
  if (draft.price === null) reading -= 0.2;
  if (draft.repaired) reading -= 0.1;
  const matching = match === 'partial' ? 0.6 + 0.3 * coverage : MATCH_SCORE[match];
  return Math.max(0, Math.min(1, round2(reading * matching)));
}

/** The food lines, skipped lines, store, date and total of a receipt's text. */
export function parseReceipt(text: string, options: ParseReceiptOptions = {}): ParsedReceipt {
  const lines: ReadLine[] = receiptLines(text).map((rawLine, index) => {
    const raw = rawLine.trim();
    const cleaned = normalizeLine(raw);
    return { index, raw, cleaned, kind: classifyLine(cleaned) };
  });
  const weightsAbove = amountsAbove(lines);
  const drafts: Draft[] = [];
  const skipped: SkippedLine[] = [];
  let total: number | null = null;
  let totalLine: number | null = null;
  let totalSeen = false;
  const dated: DateLine[] = [];
  // the item a weight, multi-buy, price or discount line under it belongs to
  let open: Draft | null = null;
  // an amount line printed above the item it belongs to
  let pending: AmountLine | null = null;
  let nonFoodSection = false;
  // a 'TOTAL' whose amount is printed on the next line
  let nextTotal = false;

  const skipLine = (line: number, raw: string, reason: SkipReason): void => {
    skipped.push({ line, raw, reason });
  };

  lines.forEach(({ index, raw, cleaned, kind }, at) => {
    if (kind.kind === 'blank') return;
    if (kind.kind !== 'item' && kind.kind !== 'amount' && kind.kind !== 'discount' && kind.kind !== 'price') dated.push({ line: index, text: cleaned });
    const waiting: AmountLine | null = pending;
    pending = null;
    const totalWaiting = nextTotal;
    nextTotal = false;
    switch (kind.kind) {
      case 'item': {
        // under the total, a line for the total's amount is how it was paid ('EFTPOS 13.94')
        if (totalSeen && samePrice(kind.price, total)) {
          skipLine(index, raw, 'payment');
          return;
        }
        const draft: Draft = {
          line: index,
          raw,
          name: kind.name,
          price: kind.price,
          weight: kind.weight,
          multiBuy: kind.multiBuy,
          size: kind.size,
          repaired: cleaned.replace(/\s/g, '') !== raw.replace(/\s/g, '').normalize('NFKC'),
          nonFoodSection,
        };
        if (waiting !== null && takes(draft, waiting)) applyAmount(draft, waiting);
        if (draft.price === null && draft.weight) draft.price = round2(draft.weight.quantity * draft.weight.unitPrice);
        if (draft.price === null && draft.multiBuy?.total != null) draft.price = draft.multiBuy.total;
        drafts.push(draft);
        open = totalSeen ? null : draft;
        return;
      }
      case 'amount': {
        const target: Draft | null = open;
        const { below } = neighbours(lines, at);
        const computed = computedTotal(kind);
        const belongsBelow =
          below !== null && takes(below, kind) && (samePrice(below.price, computed) || (weightsAbove && !samePrice(target?.price ?? null, computed)) || target === null || !takes(target, kind));
        if (belongsBelow && !totalSeen) {
          pending = kind;
          return;
        }
        if (target === null || !takes(target, kind)) {
          skipLine(index, raw, 'unreadable');
          return;
        }
        // not listed as skipped: the line is part of the item above, which keeps its own raw line
        applyAmount(target, kind);
        return;
      }
      case 'price': {
        const target: Draft | null = open;
        // the price of a name printed alone on the line above, or the amount of a 'TOTAL' above it
        if (target !== null && target.price === null && !totalSeen) target.price = kind.price;
        else if (totalWaiting) {
          total = kind.price;
          totalLine = index;
          skipLine(index, raw, 'total');
        } else skipLine(index, raw, 'unreadable');
        return;
      }
      case 'reprice': {
        const target: Draft | null = open;
        if (!totalSeen && target !== null) target.price = kind.now;
        skipLine(index, raw, 'not-food');
        return;
      }
      case 'discount': {
        const target: Draft | null = open;
        if (!totalSeen && target !== null && target.price !== null) {
          // a saving that names the price it came off lowers only an item of that price
          if (kind.base === null) target.price = Math.max(0, round2(target.price - kind.amount));
          else if (samePrice(target.price, kind.base)) target.price = Math.max(0, round2(kind.base - kind.amount));
        }
        skipLine(index, raw, 'not-food');
        return;
      }
      case 'department': {
        nonFoodSection = !kind.food;
        if (drafts.length > 0) open = null;
        skipLine(index, raw, 'header');
        return;
      }
      case 'skip': {
        if (kind.reason === 'total') {
          // a total after rounding just below the first one is what was paid ('Total Sales 1.78', 'Total After Adj 1.75')
          const rounded = total !== null && totalLine !== null && index - totalLine <= 4 && ROUNDED_TOTAL.test(raw);
          if (kind.grandTotal && kind.amount !== null && (total === null || rounded)) {
            total = kind.amount;
            totalLine = index;
          }
          nextTotal = kind.grandTotal && total === null && kind.amount === null;
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
    // under 'HEALTH AND BEAUTY' or 'HOME', a line that names no food is merchandise
    if (draft.nonFoodSection && food.foodKey === null) {
      skipLine(draft.line, draft.raw, 'not-food');
      continue;
    }
    const { quantity, unit } = amountOf(draft);
    items.push({
      line: draft.line,
      raw: draft.raw,
      name: withCookedState(food.name, draft.name),
      foodKey: food.foodKey,
      category: food.category,
      quantity: String(roundTo(quantity, 3)),
      unit,
      price: draft.price,
      confidence: confidenceOf(draft, food.match, food.coverage),
    });
  }
  skipped.sort((a, b) => a.line - b.line);
  const headers = new Set(skipped.filter((line) => line.reason === 'header').map((line) => line.line));
  const store = detectStore(
    lines.filter((line) => line.raw !== '').map((line) => ({ line: line.index, raw: line.raw, header: headers.has(line.index) })),
    firstPriced,
    items.map((item) => item.raw),
  );
  const purchasedOn = pickTransactionDate(dated, { firstItem: firstPriced, total: totalLine }, options.today);
  return { store, purchasedOn, total, items, skipped };
}

/**
 * The catalog's name of a line's food, still saying it was cooked when the line did ('COOKED RICE',
 * 'ROTISSERIE CHKN'): "Rice" alone would be dated, placed and used as the dry food (issue 29).
 */
function withCookedState(name: string, written: string): string {
  const state = stateOfName(written);
  if (state === null || !COOKED_STATES.has(state) || stateOfName(name) === state) return name;
  return `${state[0].toUpperCase()}${state.slice(1)} ${name.toLowerCase()}`;
}
