import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import type { App } from 'supertest/types.js';
import type { ScannedReceipt } from '@sous/contracts';
import { RECEIPT_FIXTURES } from '@sous/kitchen';
import { foodLineAccuracy } from '../../../bench/lib/receipt-accuracy.mjs';
import { type RenderReceiptOptions, renderReceipt } from '../../../bench/lib/receipt-image.mjs';
import { ocrWorkerOptions, ReceiptOcr } from '../../src/modules/receipts/adapters/receipt-ocr.js';
import { ReceiptTextRecognizer } from '../../src/modules/receipts/domain/ports/receipt-text-recognizer.port.js';
import { json, type SignedInUser } from '../support/auth.js';
import { household } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Photos read by OCR on the server (no model configured): pictures rendered here from the
 * parser's fixture receipts, in three layouts, one turned on the table and one speckled. Each
 * recognition costs a second or more on 2 cores, so there are few of them.
 */
describe('receipt photos', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    ({ cook } = await household(server, ['Refrigerator', 'Freezer', 'Pantry']));
  });
  afterAll(() => testApp.close());

  const scan = (png: Buffer, type = 'image/png') => cook.agent.post('/api/receipts/scan').attach('file', png, { filename: 'receipt.png', contentType: type });

  const pictures: [string, number, RenderReceiptOptions][] = [
    ['a till print', 0, { layout: 'mono' }],
    ['prices in a right column, turned 3 degrees', 1, { layout: 'sans', angle: 3 }],
    ['small condensed print with speckles', 2, { layout: 'condensed', noise: 6, seed: 5 }],
  ];

  it.each(pictures)('reads %s: at least 90 %% of the food lines come back as the right food', async (_, index, options) => {
    const fixture = RECEIPT_FIXTURES[index % RECEIPT_FIXTURES.length];
    const res = await scan(renderReceipt(fixture.text, options)).expect(200);
    const scanned = res.body as ScannedReceipt;
    expect(scanned.source).toBe('ocr');
    const { right, total } = foodLineAccuracy(fixture, scanned.items.map((item) => item.foodKey));
    expect(total).toBeGreaterThan(3);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
    for (const item of scanned.items) {
      expect(item.confidence).toBeGreaterThan(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
      expect(item.storageLocationName).toMatch(/^(Refrigerator|Freezer|Pantry)$/);
    }
    // the total line is never an item
    expect(scanned.skipped.some((line) => line.reason === 'total')).toBe(true);
  });

  it('refuses what is not a JPEG, PNG or WebP photo of at most 10 MB with 400 naming the field', async () => {
    const html = Buffer.from('<html><body>not a photo</body></html>');
    expect(json(await scan(html).expect(400)).message).toMatch(/^file: must be a JPEG, PNG or WebP photo/);
    expect(json(await scan(html, 'application/octet-stream').expect(400)).message).toMatch(/^file: /);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    expect(json(await scan(huge).expect(400)).message).toBe('file: must be at most 10 MB');
    const noFile = await cook.agent.post('/api/receipts/scan').field('note', 'hello').expect(400);
    expect(json(noFile).message).toMatch(/^file: /);
    const wrongField = await cook.agent.post('/api/receipts/scan').attach('photo', renderReceipt('MILK 1.00'), 'r.png').expect(400);
    expect(json(wrongField).message).toMatch(/^file: /);
    // PNG bytes that are not a picture: 422, not a crash
    await scan(Buffer.concat([huge.subarray(0, 8), Buffer.from('garbage')])).expect(422);
  });

  it('asks for a closer photo when the print is too small or blurred to read, adding nothing', async () => {
    const tiny = await sharp(renderReceipt(RECEIPT_FIXTURES[0].text)).resize({ width: 161 }).png().toBuffer();
    const blurred = await sharp(renderReceipt(RECEIPT_FIXTURES[0].text)).blur(6).png().toBuffer();
    for (const photo of [tiny, blurred]) {
      expect(json(await scan(photo).expect(422))).toMatchObject({
        code: 'receipts.unreadable',
        message: 'This photo is too small or blurry to read — take it closer, in good light, with the whole receipt flat.',
      });
    }
    expect(json(await cook.agent.get('/api/food-items').expect(200))).toEqual([]);
  });

  it('reads with the English data of the npm package, never downloaded, and stops its worker on shutdown', async () => {
    const options = ocrWorkerOptions();
    expect(options.cacheMethod).toBe('none');
    // a local path (not a URL) is read from disk by tesseract.js: nothing is fetched
    expect(options.langPath).toContain(`${sep}node_modules${sep}@tesseract.js-data${sep}eng${sep}`);
    expect(options.langPath).not.toMatch(/^[a-z]+:\/\//);
    expect(existsSync(join(options.langPath!, 'eng.traineddata.gz'))).toBe(true);
    // the port is bound to OCR on this server
    const ocr = testApp.app.get(ReceiptTextRecognizer);
    if (!(ocr instanceof ReceiptOcr)) throw new Error(`ReceiptTextRecognizer is bound to ${ocr.constructor.name}, not ReceiptOcr`);
    // a reading of its own starts the worker: this test must not rely on an earlier one having read a photo
    await ocr.read(renderReceipt('MILK 1.00'));
    expect(ocr.started).toBe(true);
    await ocr.onApplicationShutdown();
    expect(ocr.started).toBe(false);
  });
});
