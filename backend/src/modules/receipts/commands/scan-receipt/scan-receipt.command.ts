import { Command } from '@nestjs/cqrs';
import type { ScannedReceipt } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** A photo (sniffed already) or the receipt's text. */
export type ReceiptInput = { kind: 'image'; bytes: Buffer } | { kind: 'text'; text: string };

/** Reads a receipt into proposed items; stores nothing. */
export class ScanReceiptCommand extends Command<ScannedReceipt> {
  constructor(
    readonly actor: Actor,
    readonly input: ReceiptInput,
    /** Whose AI budget a model reading spends (`callerKey` of the request, as the AI routes count). */
    readonly aiBudgetKey: string,
  ) {
    super();
  }
}
