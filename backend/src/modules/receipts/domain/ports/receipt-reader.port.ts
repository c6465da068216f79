/**
 * Transcribes a receipt photo into its printed lines, top to bottom, nothing interpreted, so the one
 * parser turns any reading into items: a port by role (issue 34). The configured vision model
 * implements it (adapters/model-receipt-reader.ts); OCR on this server is the fallback when it is
 * not configured or fails.
 */
export abstract class ReceiptReader {
  abstract readonly configured: boolean;
  /** `imageDataUrl`: the photo prepared for reading (adapters/receipt-image.ts). Rejects when the reader fails. */
  abstract read(imageDataUrl: string): Promise<string[]>;
}
