/** Receipt → inventory (issue 21): the text of a supermarket receipt read into food lines. */
export { parseReceipt } from './parse-receipt.js';
export type { ParsedReceipt, ParsedReceiptItem, ParseReceiptOptions, SkippedLine } from './parse-receipt.js';
export type { SkipReason } from './classify-line.js';
export { RECEIPT_FIXTURES } from './receipt-fixtures.js';
export type { ReceiptFixture } from './receipt-fixtures.js';
