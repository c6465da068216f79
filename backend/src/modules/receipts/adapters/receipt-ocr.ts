import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Tesseract from 'tesseract.js';
import { type RecognizedReceipt, ReceiptTextRecognizer } from '../domain/ports/receipt-text-recognizer.port.js';

/** Signs that mean something on a receipt even alone ('2 @ 0.99', '- 1.00', '$ 3.49'). */
const meaningfulSigns = /[@#$£€%&/*=-]/;

/**
 * A line's words without the specks OCR read as words (a lone '.', '~', '‘' far from any text: dust
 * and paper grain), joined with a wider gap where the print has a column gap, as the receipt shows it.
 */
export function lineText(line: Pick<Tesseract.Line, 'words'>): string {
  const words = line.words.filter((word) => /[\p{L}\p{N}]/u.test(word.text) || (meaningfulSigns.test(word.text) && word.confidence >= 50));
  let text = '';
  words.forEach((word, index) => {
    if (index > 0) {
      const previous = words[index - 1];
      const charWidth = (previous.bbox.x1 - previous.bbox.x0) / Math.max(1, previous.text.length);
      text += word.bbox.x0 - previous.bbox.x1 > charWidth * 2 ? '   ' : ' ';
    }
    text += word.text;
  });
  return text.trim();
}

/** After this long without a receipt the engine's memory (~100 MB) goes back to the system. */
export const ocrIdleMs = 60_000;

const require = createRequire(import.meta.url);

/**
 * The worker's options: the English data shipped in the npm package `@tesseract.js-data/eng`
 * (its integer "best" LSTM model, 3 MB gzipped), read from node_modules. A local path is read
 * from disk and never fetched, and with caching off nothing is written beside it, so a server
 * without internet reads receipts the same as one with.
 */
export function ocrWorkerOptions(): Partial<Tesseract.WorkerOptions> {
  const dataPackage = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return { langPath: join(dataPackage, '4.0.0_best_int'), gzip: true, cacheMethod: 'none' };
}

/**
 * The ReceiptTextRecognizer port on server-side OCR with tesseract.js: one worker, created on the first receipt, shared by all
 * requests (tesseract.js queues its jobs, so receipts are read one after the other), ended after
 * a minute idle and when the app shuts down. A household server may be a small board: one worker
 * bounds memory, and the idle end frees it between shopping trips.
 */
@Injectable()
export class ReceiptOcr extends ReceiptTextRecognizer implements OnApplicationShutdown {
  private readonly logger = new Logger('ReceiptOcr');
  private worker: Promise<Tesseract.Worker> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private running = 0;
  /** How long the worker outlives its last receipt. */
  idleMs = ocrIdleMs;

  /** Whether a worker is alive now (for tests of the lifecycle). */
  get started(): boolean {
    return this.worker !== null;
  }

  async read(image: Buffer): Promise<RecognizedReceipt> {
    this.running += 1;
    this.cancelIdle();
    try {
      const worker = await this.workerNow();
      const { data } = await worker.recognize(image, { rotateAuto: true }, { text: true, blocks: true });
      const lines = (data.blocks ?? [])
        .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
        .map((line) => ({ text: lineText(line), confidence: Math.max(0, Math.min(1, line.confidence / 100)) }))
        .filter((line) => line.text !== '');
      return { lines };
    } finally {
      this.running -= 1;
      if (this.running === 0) this.scheduleIdle();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.cancelIdle();
    await this.stop();
  }

  private workerNow(): Promise<Tesseract.Worker> {
    if (!this.worker) {
      const starting = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, ocrWorkerOptions()).then(async (worker) => {
        // one block of text lines, spaces between columns kept so "ITEM   1.99" stays apart
        // a fixed resolution, and its notes to nowhere: tesseract would print its estimates on every receipt
        await worker.setParameters({
          tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK,
          preserve_interword_spaces: '1',
          user_defined_dpi: '300',
          debug_file: '/dev/null',
        });
        return worker;
      });
      // a worker that failed to start is not kept: the next receipt tries again
      starting.catch(() => {
        if (this.worker === starting) this.worker = null;
      });
      this.worker = starting;
    }
    return this.worker;
  }

  private scheduleIdle(): void {
    this.idleTimer = setTimeout(() => void this.stop(), this.idleMs);
    this.idleTimer.unref();
  }

  private cancelIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch (error) {
      this.logger.warn({ err: error }, 'The OCR worker did not stop cleanly');
    }
  }
}
