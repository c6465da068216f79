import type Tesseract from 'tesseract.js';
// the receipt tests' renderer: a font from npm, none of the system's
import { renderReceipt } from '../../../../../bench/lib/receipt-image.mjs';
import { lineText, ReceiptOcr } from './receipt-ocr.js';

const word = (text: string, x0: number, confidence = 90): Tesseract.Word =>
  ({ text, confidence, bbox: { x0, x1: x0 + text.length * 10, y0: 0, y1: 20 } }) as Tesseract.Word;

describe('lineText', () => {
  it('drops specks read as words and keeps the signs a receipt prints', () => {
    const words = [word('BANANAS', 0), word('~~', 80, 20), word('.', 120, 30), word('2', 200), word('@', 220, 80), word('0.99', 240), word('‘', 300, 10)];
    expect(lineText({ words })).toBe('BANANAS   2 @ 0.99');
  });

  it('keeps a low-confidence word with letters or digits: the parser judges those', () => {
    expect(lineText({ words: [word('MILK', 0, 20), word('3.49', 50, 25)] })).toBe('MILK 3.49');
  });

  it('drops a lone sign OCR was unsure of', () => {
    expect(lineText({ words: [word('EGGS', 0), word('-', 45, 30), word('2.99', 55)] })).toBe('EGGS 2.99');
  });
});

describe('ReceiptOcr', () => {
  const ocr = new ReceiptOcr();
  afterAll(() => ocr.onApplicationShutdown());


  it('starts one worker on the first receipt, reads receipts queued on it, and ends it once idle', async () => {
    ocr.idleMs = 300;
    expect(ocr.started).toBe(false);
    const image = renderReceipt('WHOLE MILK   3.49');
    const [first, second] = await Promise.all([ocr.read(image), ocr.read(image)]);
    expect(first.lines.map((line) => line.text)).toEqual(second.lines.map((line) => line.text));
    expect(first.lines.some((line) => /MILK/.test(line.text))).toBe(true);
    expect(ocr.started).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(ocr.started).toBe(false);
    // and starts again for the next receipt
    await ocr.read(image);
    expect(ocr.started).toBe(true);
    await ocr.onApplicationShutdown();
    expect(ocr.started).toBe(false);
    // two tesseract workers start and read here: ≈ 3 s quiet, over the default 5 s on a loaded 2-core machine (CI)
  }, 30_000);
});
