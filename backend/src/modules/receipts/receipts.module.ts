import { Module } from '@nestjs/common';
import { CommitReceiptHandler } from './commands/commit-receipt/commit-receipt.handler.js';
import { ScanReceiptHandler } from './commands/scan-receipt/scan-receipt.handler.js';
import { ModelReceiptReader } from './adapters/model-receipt-reader.js';
import { ReceiptOcr } from './adapters/receipt-ocr.js';
import { ReceiptsController } from './http/receipts.controller.js';

/**
 * Receipt → inventory (issue 21): a photo or its text read into proposed items (OCR on this
 * server, or the configured vision model), then the reviewed items committed through inventory's
 * batch add. Owns no tables: inventory proposes places and dates and stores the food.
 */
@Module({
  controllers: [ReceiptsController],
  providers: [ScanReceiptHandler, CommitReceiptHandler, ReceiptOcr, ModelReceiptReader],
})
export class ReceiptsModule {}
