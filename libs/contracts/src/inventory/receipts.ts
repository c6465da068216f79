import { z } from 'zod';
import { addedFoodItem, addFoodItemBody } from './food-item.js';

/**
 * Receipt → inventory (issue 21). A photo (or its text) is read into proposed items the user
 * reviews, fixes, drops or adds to, then commits in one transaction. Not in the spec: the routes
 * and shapes are Sous's own (docs/decisions.md, "Receipts").
 */

/** How the receipt was read: OCR on the server, the configured vision model, or text sent as is. */
export const receiptSources = ['ocr', 'model', 'text'] as const;
export type ReceiptSource = (typeof receiptSources)[number];

/** The longest receipt text `POST /api/receipts/scan` takes as `{ text }`. */
export const receiptTextMaxLength = 20_000;
/** The most items one commit adds. */
export const receiptMaxItems = 200;

/** `POST /api/receipts/scan` as JSON: the receipt's text (pasted, or read by the device). */
export const scanReceiptTextBody = z.object({
  text: z.string().trim().min(1, 'Required').max(receiptTextMaxLength, `must be at most ${receiptTextMaxLength} characters`),
});
export type ScanReceiptTextBody = z.input<typeof scanReceiptTextBody>;

/** One food line read from a receipt, proposed for the inventory with every value pre-filled. */
export const proposedReceiptItem = z.object({
  /** Position of the line on the receipt (0-based), stable for a review screen's keys. */
  line: z.number().int(),
  /** The line as read ("BNLS CHKN BRST 1.32LB 6.58"). */
  raw: z.string(),
  /** The canonical food's name ('Chicken breast'), or the cleaned line when no food matched. */
  name: z.string(),
  /** The canonical food key, null when the line matched no food of the catalog. */
  foodKey: z.string().nullable(),
  quantity: z.string(),
  unit: z.string(),
  /** What the line cost in total (after a multi-buy "2 @ 0.99"), null when no price was read. */
  price: z.number().nullable(),
  storageLocationId: z.string(),
  storageLocationName: z.string(),
  /** yyyy-MM-dd from the shelf-life table for that food and place, null when unknown. */
  expirationDate: z.string().nullable(),
  foodCategory: z.string().nullable(),
  /** 0–1: how sure the reading and the food match are; the review screen flags low ones. */
  confidence: z.number().min(0).max(1),
});
export type ProposedReceiptItem = z.infer<typeof proposedReceiptItem>;

/** A line that is not food (bag, tax, deposit, total, payment, header), kept so the review can show it. */
export const skippedReceiptLine = z.object({
  line: z.number().int(),
  raw: z.string(),
  reason: z.enum(['not-food', 'total', 'tax', 'payment', 'header', 'unreadable']),
});
export type SkippedReceiptLine = z.infer<typeof skippedReceiptLine>;

/** The answer of `POST /api/receipts/scan`. Nothing is stored by a scan. */
export const scannedReceipt = z.object({
  source: z.enum(receiptSources),
  store: z.string().nullable(),
  /** yyyy-MM-dd printed on the receipt, when read. */
  purchasedOn: z.string().nullable(),
  /** The receipt's printed total, when read. */
  total: z.number().nullable(),
  items: z.array(proposedReceiptItem),
  skipped: z.array(skippedReceiptLine),
  /** The whole text as read, for a "show what was read" view. */
  text: z.string(),
});
export type ScannedReceipt = z.infer<typeof scannedReceipt>;

/** `POST /api/receipts/commit`: the reviewed items, each as `POST /api/food-items` takes one. */
export const commitReceiptBody = z.object({
  items: z
    .array(addFoodItemBody.pick({ name: true, quantity: true, unit: true, storageLocationId: true, expirationDate: true, foodCategory: true, price: true }))
    .min(1, 'must have at least 1 item')
    .max(receiptMaxItems, `must have at most ${receiptMaxItems} items`),
});
export type CommitReceiptBody = z.input<typeof commitReceiptBody>;

/** Its answer: each item's lot with what the add did to its card, in the order sent. */
export const commitReceiptResponse = z.object({ items: z.array(addedFoodItem) });
export type CommitReceiptResponse = z.infer<typeof commitReceiptResponse>;
