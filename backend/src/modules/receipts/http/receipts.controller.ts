import { Body, Controller, HttpCode, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commitReceiptBody, type CommitReceiptResponse, type ScannedReceipt, scanReceiptTextBody, uploadMaxBytes } from '@sous/contracts';
import type { HttpRequest } from '#platform/http/http-types.js';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { FileUpload, type UploadedFileBytes } from '#platform/http/file-upload.js';
import { RequestValidationError } from '#platform/http/request-errors.js';
import { zod } from '#platform/http/zod.pipe.js';
import { callerKey } from '#platform/rate-limit/rate-limit.middleware.js';
import { CommitReceiptCommand } from '../commands/commit-receipt/commit-receipt.command.js';
import { ScanReceiptCommand } from '../commands/scan-receipt/scan-receipt.command.js';
import { sniffReceiptImage } from '../adapters/receipt-image.js';

/** The multipart field of the photo. */
export const receiptImageField = 'file';

const photoMessages = {
  missing: 'Attach a photo of the receipt, or send its text',
  notImage: 'must be a JPEG, PNG or WebP photo',
  tooLarge: `must be at most ${uploadMaxBytes / (1024 * 1024)} MB`,
  unexpected: `send the photo in the field "${receiptImageField}", one file only`,
};

const fileError = (message: string) => new RequestValidationError([{ code: 'custom', path: [receiptImageField], message, input: undefined }]);

const ReceiptPhotoUpload = FileUpload({
  field: receiptImageField,
  maxBytes: uploadMaxBytes,
  tooLarge: () => fileError(photoMessages.tooLarge),
  unexpected: () => fileError(photoMessages.unexpected),
});

@Controller('api/receipts')
export class ReceiptsController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * multipart/form-data with the photo in `file` (JPEG, PNG or WebP by its bytes, at most 10 MB),
   * or JSON `{ text }` → the proposed items and the skipped lines. Stores nothing.
   */
  @Post('scan')
  @HttpCode(200)
  @UseInterceptors(ReceiptPhotoUpload)
  scan(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @Body() body: unknown,
    @Req() request: HttpRequest,
  ): Promise<ScannedReceipt> {
    const budgetKey = callerKey(request, 'user');
    if (request.is('multipart/form-data')) {
      if (!file || file.size === 0) throw fileError(photoMessages.missing);
      if (!sniffReceiptImage(file.buffer)) throw fileError(photoMessages.notImage);
      return this.commands.execute(new ScanReceiptCommand(actor, { kind: 'image', bytes: file.buffer }, budgetKey));
    }
    const { text } = zod(scanReceiptTextBody).transform(body);
    return this.commands.execute(new ScanReceiptCommand(actor, { kind: 'text', text }, budgetKey));
  }

  /** The reviewed items, added in one transaction; each answered with what the add did to its card. */
  @Post('commit')
  @HttpCode(200)
  commit(@CurrentActor() actor: Actor, @Body(zod(commitReceiptBody)) body: z.output<typeof commitReceiptBody>): Promise<CommitReceiptResponse> {
    return this.commands.execute(new CommitReceiptCommand(actor, body));
  }
}
