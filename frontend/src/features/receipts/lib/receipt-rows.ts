import {
  commitReceiptBody,
  type AddedFoodItem,
  type CommitReceiptBody,
  type ProposedReceiptItem,
  type SkippedReceiptLine,
} from '@sous/contracts';
import { validationIssuesFrom } from '@/lib/form-errors';
import { parsePriceInput } from '@/lib/money';
import { receiptsText } from './receipts-text';

/** One editable line of the review: the values as the inputs hold them (text), plus where it came from. */
export interface ReceiptRow {
  /** Stable across edits and removals, for React keys and for errors. */
  key: string;
  name: string;
  quantity: string;
  unit: string;
  /** As typed; '' for no price. */
  price: string;
  storageLocationId: string;
  /** The proposed location's name, shown if the household's list does not have it (yet). */
  storageLocationName: string | null;
  /** yyyy-MM-dd, or '' for the shelf-life default the server applies. */
  expirationDate: string;
  /** The user typed the date: a change of place keeps it instead of re-dating the row. */
  expiryTyped: boolean;
  /** The server's place and date for the line, so moving it back restores the server's own date. */
  proposal: { storageLocationId: string; expirationDate: string } | null;
  foodCategory: string | null;
  /** How sure the reading was (0–1); null for a line added by hand. */
  confidence: number | null;
  /** The receipt line it was read from; null for a line added by hand. */
  raw: string | null;
}

export const rowFields = ['name', 'quantity', 'unit', 'price', 'storageLocationId', 'expirationDate'] as const;
export type RowField = (typeof rowFields)[number];
export type RowErrors = Partial<Record<RowField, string>>;
/** Row key → its field errors. */
export type ReviewErrors = Partial<Record<string, RowErrors>>;

/** Below this a proposal is flagged "Check this" (the reading or the food match is doubtful). */
export const lowConfidence = 0.6;

export const isDoubtful = (row: ReceiptRow): boolean => row.confidence !== null && row.confidence < lowConfidence;

export function rowFromProposed(item: ProposedReceiptItem): ReceiptRow {
  return {
    key: `line-${item.line}`,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    price: item.price === null ? '' : item.price.toFixed(2),
    storageLocationId: item.storageLocationId,
    storageLocationName: item.storageLocationName,
    expirationDate: item.expirationDate ?? '',
    expiryTyped: false,
    proposal: { storageLocationId: item.storageLocationId, expirationDate: item.expirationDate ?? '' },
    foodCategory: item.foodCategory,
    confidence: item.confidence,
    raw: item.raw,
  };
}

export function emptyRow(key: string, storageLocationId: string): ReceiptRow {
  return { key, name: '', quantity: '1', unit: 'item', price: '', storageLocationId, storageLocationName: null, expirationDate: '', expiryTyped: false, proposal: null, foodCategory: null, confidence: null, raw: null };
}

// "BAG FEE 0.10 N": a price at the end of the line, with an optional tax flag after it
const trailingPrice = /\s+-?\$?(\d+[.,]\d{2})\s*[A-Z*]?\s*$/;

/**
 * A skipped line the user says is food after all: its words become the name and a price at its
 * end the price; the rest (what it is, where it goes) is left for the user to fill in.
 */
export function rowFromSkipped(line: SkippedReceiptLine, storageLocationId: string): ReceiptRow {
  const match = trailingPrice.exec(line.raw);
  const name = (match ? line.raw.slice(0, match.index) : line.raw).trim();
  return {
    ...emptyRow(`line-${line.line}`, storageLocationId),
    name,
    price: match ? match[1].replace(',', '.') : '',
    raw: line.raw,
    // the reader thought it was not food: as doubtful as a proposal can be
    confidence: 0,
  };
}

type CommitItem = CommitReceiptBody['items'][number];

/** The commit body exactly as the rows show it (trimmed; an empty date asks for the shelf-life default). */
export function commitItem(row: ReceiptRow): { item: CommitItem; priceError?: string } {
  const price = parsePriceInput(row.price);
  return {
    item: {
      name: row.name.trim(),
      quantity: row.quantity.trim(),
      unit: row.unit.trim(),
      storageLocationId: row.storageLocationId,
      expirationDate: row.expirationDate === '' ? null : row.expirationDate,
      foodCategory: row.foodCategory,
      price: 'price' in price ? price.price : null,
    },
    priceError: 'error' in price ? price.error : undefined,
  };
}

function asRowField(value: unknown): RowField | null {
  return typeof value === 'string' && (rowFields as readonly string[]).includes(value) ? (value as RowField) : null;
}

function put(errors: ReviewErrors, key: string, field: RowField, message: string) {
  const row = (errors[key] ??= {});
  row[field] ??= message;
}

/**
 * The body to send, or each row's field errors: the contract's own schema decides (the server
 * runs the same one), plus a price that is not an amount and an expiry before `today`.
 */
export function validateRows(rows: readonly ReceiptRow[], today: string): { ok: true; body: CommitReceiptBody } | { ok: false; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const items = rows.map((row) => {
    const { item, priceError } = commitItem(row);
    if (priceError) put(errors, row.key, 'price', priceError);
    if (item.expirationDate && /^\d{4}-\d{2}-\d{2}$/.test(item.expirationDate) && item.expirationDate < today) put(errors, row.key, 'expirationDate', receiptsText.expiryInPast);
    return item;
  });
  const parsed = commitReceiptBody.safeParse({ items });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, index, field] = issue.path;
      const row = top === 'items' && typeof index === 'number' ? rows[index] : undefined;
      const name = asRowField(field);
      if (row && name) put(errors, row.key, name, issue.message);
    }
  }
  // an issue of no row (no items at all) still refuses the body
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { items } };
}

/**
 * The rows' fields a 400 of the commit names (`items.3.price`): the issues' paths index the items
 * sent, which are the rows in order. Empty for any other failure.
 */
export function serverRowErrors(error: unknown, rows: readonly ReceiptRow[]): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const issue of validationIssuesFrom(error)) {
    // a path may come as segments or as one dotted string
    const path = issue.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0].split('.') : issue.path;
    const [top, index, field] = path;
    const at = typeof index === 'number' ? index : Number.parseInt(String(index), 10);
    const row = top === 'items' && Number.isInteger(at) ? rows[at] : undefined;
    const name = asRowField(field);
    if (row && name) put(errors, row.key, name, issue.message);
  }
  return errors;
}

/** The toast after a commit: how many were added, and how many joined cards the household had. */
export function commitSummary(items: readonly AddedFoodItem[]): { title: string; description?: string } {
  const merged = items.filter((item) => item.merge.outcome === 'merged').length;
  const newLots = items.filter((item) => item.merge.outcome === 'new-lot').length;
  const title = receiptsText.added(items.length);
  // one item: the server's own sentence says it best
  if (items.length === 1) return { title, description: items[0].merge.message };
  const note = receiptsText.mergedNote(merged, newLots);
  return note ? { title: `${title} — ${note}` } : { title };
}
