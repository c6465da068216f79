/**
 * Turns a receipt photo as uploaded into what each reader takes: a port by role (issue 34), so the
 * scan use case does not know an image library is behind it. adapters/receipt-image.ts implements it.
 */
export abstract class ReceiptPhotoPreparer {
  /** A data URL of the photo for the ReceiptReader (a vision model), scaled down so the request stays small. */
  abstract forModel(photo: Buffer): Promise<string>;
  /**
   * The photo cleaned up for the ReceiptTextRecognizer. Throws `ReceiptPhotoTooPoorError` for a
   * receipt too small or blurred to read; rejects with any other error when the bytes are no image.
   */
  abstract forOcr(photo: Buffer): Promise<Buffer>;
}
