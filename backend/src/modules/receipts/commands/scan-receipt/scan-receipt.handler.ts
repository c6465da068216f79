import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ReceiptSource, ScannedReceipt } from '@sous/contracts';
import { parseReceipt, todayIn } from '@sous/kitchen';
import { AppConfig } from '#config/app-config.js';
import { ProposeStorageQuery } from '../../../inventory/queries/propose-storage/propose-storage.query.js';
import { RateLimiter } from '#platform/rate-limit/rate-limiter.js';
import { ReceiptPhotoPreparer } from '../../domain/ports/receipt-photo-preparer.port.js';
import { ReceiptReader } from '../../domain/ports/receipt-reader.port.js';
import { ReceiptTextRecognizer } from '../../domain/ports/receipt-text-recognizer.port.js';
import { NoStorageLocationError, ReceiptPhotoTooPoorError, UnreadableReceiptError } from '../../domain/receipts.errors.js';
import { type ReceiptInput, ScanReceiptCommand } from './scan-receipt.command.js';

interface Reading {
  source: ReceiptSource;
  text: string;
  /** OCR's certainty per line of `text` (by index); absent for text that was not recognised. */
  lineConfidence?: readonly number[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads a receipt into proposed items (issue 21). A photo is read by the configured model when
 * there is one (its lines, not its opinions: the same parser turns them into items), else, or
 * when the model fails or the caller's AI budget is spent, by OCR on this server. Each item then
 * gets inventory's proposal of a place and an expiry. Nothing is stored.
 */
@CommandHandler(ScanReceiptCommand)
export class ScanReceiptHandler implements ICommandHandler<ScanReceiptCommand> {
  private readonly logger = new Logger('ScanReceiptHandler');

  constructor(
    private readonly queries: QueryBus,
    private readonly ocr: ReceiptTextRecognizer,
    private readonly model: ReceiptReader,
    private readonly photos: ReceiptPhotoPreparer,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async execute({ actor, input, aiBudgetKey }: ScanReceiptCommand): Promise<ScannedReceipt> {
    // a household with nowhere to put food is told so before seconds of OCR or a model call
    if (!(await this.queries.execute(new ProposeStorageQuery(actor, [])))) throw new NoStorageLocationError();
    const reading = await this.read(input, aiBudgetKey);
    const parsed = parseReceipt(reading.text, { today: todayIn(new Date()) });
    const proposals = await this.queries.execute(
      new ProposeStorageQuery(actor, parsed.items.map((item) => ({ name: item.name, foodCategory: item.category ?? null }))),
    );
    if (!proposals) throw new NoStorageLocationError();
    return {
      source: reading.source,
      store: parsed.store,
      purchasedOn: parsed.purchasedOn,
      total: parsed.total,
      items: parsed.items.map((item, index) => ({
        line: item.line,
        raw: item.raw,
        name: item.name,
        foodKey: item.foodKey,
        quantity: item.quantity,
        unit: item.unit,
        price: item.price,
        storageLocationId: proposals[index].storageLocationId,
        storageLocationName: proposals[index].storageLocationName,
        expirationDate: proposals[index].expirationDate,
        foodCategory: item.category ?? null,
        // how sure the match is, times how sure OCR was of the letters it matched on
        confidence: round2(item.confidence * (reading.lineConfidence?.[item.line] ?? 1)),
      })),
      skipped: parsed.skipped,
      text: reading.text,
    };
  }

  private async read(input: ReceiptInput, aiBudgetKey: string): Promise<Reading> {
    if (input.kind === 'text') return { source: 'text', text: input.text };
    if (this.model.configured && (await this.spendAiBudget(aiBudgetKey))) {
      try {
        const lines = await this.model.read(await this.photos.forModel(input.bytes));
        if (lines.length > 0) return { source: 'model', text: lines.join('\n') };
        this.logger.warn('The model read no lines from a receipt; reading it with OCR');
      } catch (error) {
        this.logger.warn({ err: error }, 'The model could not read a receipt; reading it with OCR');
      }
    }
    let prepared: Buffer;
    try {
      prepared = await this.photos.forOcr(input.bytes);
    } catch (error) {
      // too small or blurred to read: the user is told to retake it, closer
      if (error instanceof ReceiptPhotoTooPoorError) throw error;
      // the image library could not decode it: the bytes start like an image but are not one
      throw new UnreadableReceiptError();
    }
    const { lines } = await this.ocr.read(prepared);
    return { source: 'ocr', text: lines.map((line) => line.text).join('\n'), lineConfidence: lines.map((line) => line.confidence) };
  }

  /** A model reading counts against the AI routes' budget; past it, OCR reads for free. */
  private async spendAiBudget(key: string): Promise<boolean> {
    return (await this.limiter.consume('ai', key, this.config.rateLimits.ai)) === 0;
  }
}
