import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AiClient } from '#platform/ai/ai-client.js';
import { ReceiptReader } from '../domain/ports/receipt-reader.port.js';

/** What the model is asked for: the printed lines, nothing interpreted, so the one parser decides. */
const receiptLines = z.object({ lines: z.array(z.string().max(500)).max(400) });

const instructions = [
  'You read photos of shop receipts for a kitchen inventory app.',
  'Copy every printed line of the receipt from top to bottom, exactly as printed: abbreviations, quantities, weights and prices as they appear, one array entry per printed line.',
  'Keep an item and its price on one line when they are printed on one line. Do not translate, expand, correct or add anything.',
  'Answer with JSON: {"lines": ["..."]}.',
].join(' ');

/**
 * The ReceiptReader port on the configured vision model: it transcribes the lines and the same parser as
 * OCR's turns them into items, so the answer has one shape whoever read the photo.
 */
@Injectable()
export class ModelReceiptReader extends ReceiptReader {
  constructor(private readonly ai: AiClient) {
    super();
  }

  get configured(): boolean {
    return this.ai.configured;
  }

  async read(imageDataUrl: string): Promise<string[]> {
    const { lines } = await this.ai.completeJson('receipt_lines', receiptLines, [
      { role: 'system', content: instructions },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'The receipt:' },
          { type: 'image_url', image_url: { url: imageDataUrl } },
        ],
      },
    ]);
    return lines.map((line) => line.replace(/\s+$/, '')).filter((line) => line.trim() !== '');
  }
}
