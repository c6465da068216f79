/** The lines of a receipt as recognised on this server, each with how sure the engine was (0–1). */
export interface RecognizedReceipt {
  lines: { text: string; confidence: number }[];
}

/**
 * Recognises the printed lines of a prepared receipt photo on this server, without a model: a port
 * by role (issue 34), the fallback when the ReceiptReader is not configured or fails. OCR implements
 * it (adapters/receipt-ocr.ts).
 */
export abstract class ReceiptTextRecognizer {
  /** `image`: the photo as ReceiptPhotoPreparer.forOcr prepared it. Rejects when the engine fails. */
  abstract read(image: Buffer): Promise<RecognizedReceipt>;
}
