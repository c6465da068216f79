import { Module } from '@nestjs/common';
import { CommitReceiptHandler } from './commands/commit-receipt/commit-receipt.handler.js';
import { ScanReceiptHandler } from './commands/scan-receipt/scan-receipt.handler.js';
import { ModelReceiptReader } from './adapters/model-receipt-reader.js';
import { ReceiptReader } from './domain/ports/receipt-reader.port.js';
import { ReceiptOcr } from './adapters/receipt-ocr.js';
import { SharpReceiptPhotoPreparer } from './adapters/receipt-image.js';
import { ReceiptPhotoPreparer } from './domain/ports/receipt-photo-preparer.port.js';
import { ReceiptTextRecognizer } from './domain/ports/receipt-text-recognizer.port.js';
import { ReceiptsController } from './http/receipts.controller.js';

/**
 * Receipt → inventory (issue 21): a photo or its text read into proposed items (OCR on this
 * server, or the configured vision model), then the reviewed items committed through inventory's
 * batch add. Owns no tables: inventory proposes places and dates and stores the food.
 */
@Module({
  controllers: [ReceiptsController],
  providers: [
    ScanReceiptHandler,
    CommitReceiptHandler,
    // the readers and the image work behind ports by role (issue 34)
    { provide: ReceiptReader, useClass: ModelReceiptReader },
    { provide: ReceiptTextRecognizer, useClass: ReceiptOcr },
    { provide: ReceiptPhotoPreparer, useClass: SharpReceiptPhotoPreparer },
  ],
})
export class ReceiptsModule {}
