import type { ScannedReceipt } from '@sous/contracts';
import { parseReceipt, RECEIPT_FIXTURES, todayIn } from '@sous/kitchen';
import { foodLineAccuracy } from '../../../bench/lib/receipt-accuracy.mjs';
import { renderReceipt } from '../../../bench/lib/receipt-image.mjs';
import type { SignedInUser } from '../support/auth.js';
import { household } from '../support/factories.js';
import { modelSuite } from '../support/model-suite.js';

/**
 * With a model configured, the model reads the photo; when it fails, OCR does. Both budgets count
 * per user, so each test signs up its own cook and spends its own budget: the tests pass alone
 * (`-t`) and in any order (`--randomize`).
 */
describe('receipt photos with a model', () => {
  const suite = modelSuite((model) => ({
    env: {
      ...model.env('vision-model'),
      // two model readings, then OCR; six scans, then 429 (the uploads' budget)
      RATE_LIMIT_AI: '2/1h',
      RATE_LIMIT_UPLOADS: '6/1h',
    },
  }));
  const { model } = suite;
  const fixture = RECEIPT_FIXTURES[0];

  afterEach(() => model.reset());

  /** A new user's household with the three places a receipt's lines go to. */
  const newCook = async (): Promise<SignedInUser> => (await household(suite.server, ['Refrigerator', 'Freezer', 'Pantry'])).cook;
  // whichever test reads by OCR first starts tesseract's worker: in any order that may be either
  // OCR test, so both get room for it (that test took 30 s on an idle machine, 82 s and over 120 s
  // at a load average of 28 on 2 cores)
  const ocrTimeout = 300_000;
  const scan = (cook: SignedInUser, png: Buffer) => cook.agent.post('/api/receipts/scan').attach('file', png, { filename: 'receipt.png', contentType: 'image/png' });

  it("uses the model's lines, parsed by the same parser as OCR's", async () => {
    const cook = await newCook();
    const lines = fixture.text.split('\n').filter((line) => line.trim() !== '');
    model.reply({ content: JSON.stringify({ lines }) });
    const before = model.requests.length;
    // a picture that says something else: the answer must come from the model's lines
    const scanned = (await scan(cook, renderReceipt('NOTHING TO SEE 1.00')).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('model');
    expect(scanned.text).toBe(lines.join('\n'));
    expect(scanned.items.map((item) => item.foodKey)).toEqual(parseReceipt(lines.join('\n'), { today: todayIn(new Date()) }).items.map((item) => item.foodKey));
    const sent = model.requests.slice(before);
    expect(sent).toHaveLength(1);
    const body = JSON.stringify(sent[0].body);
    expect(body).toContain('"type":"image_url"');
    expect(body).toContain('data:image/jpeg;base64,');
  });

  it('falls back to OCR when the model fails', async () => {
    const cook = await newCook();
    // no reply queued: the fake answers 500 (and the client's one retry too)
    const before = model.requests.length;
    const scanned = (await scan(cook, renderReceipt(fixture.text, { layout: 'mono' })).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('ocr');
    expect(model.requests.length).toBeGreaterThan(before);
    const { right, total } = foodLineAccuracy(fixture, scanned.items.map((item) => item.foodKey));
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  }, ocrTimeout);

  it('reads text without the model', async () => {
    const cook = await newCook();
    const before = model.requests.length;
    const scanned = (await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('text');
    expect(model.requests.length).toBe(before);
  });

  it('reads with OCR once the AI budget is spent, without asking the model', async () => {
    const cook = await newCook();
    // the budget is two model readings
    for (let reading = 1; reading <= 2; reading += 1) {
      model.reply({ content: JSON.stringify({ lines: ['MILK 1.99'] }) });
      expect(((await scan(cook, renderReceipt('MILK 1.99')).expect(200)).body as ScannedReceipt).source).toBe('model');
    }
    const before = model.requests.length;
    const scanned = (await scan(cook, renderReceipt(fixture.text, { layout: 'mono' })).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('ocr');
    expect(model.requests.length).toBe(before);
  }, ocrTimeout);

  it('limits scans like uploads: 429 past the budget', async () => {
    const cook = await newCook();
    for (let scan = 1; scan <= 6; scan += 1) await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(200);
    const refused = await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
