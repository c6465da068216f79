import type { App } from 'supertest/types.js';
import type { ScannedReceipt } from '@sous/contracts';
import { parseReceipt, RECEIPT_FIXTURES, todayIn } from '@sous/kitchen';
import { foodLineAccuracy } from '../../../bench/lib/receipt-accuracy.mjs';
import { renderReceipt } from '../../../bench/lib/receipt-image.mjs';
import { type SignedInUser, signUp } from '../support/auth.js';
import { FakeOpenAi } from '../support/fake-openai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** With a model configured, the model reads the photo; when it fails, OCR does. */
describe('receipt photos with a model', () => {
  const model = new FakeOpenAi();
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  const fixture = RECEIPT_FIXTURES[0];

  beforeAll(async () => {
    await model.start();
    testApp = await startTestApp({ env: {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_MODEL: 'vision-model',
        // two model readings, then OCR; six scans, then 429 (the uploads' budget)
        RATE_LIMIT_AI: '2/1h',
        RATE_LIMIT_UPLOADS: '6/1h',
      }, });
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
    for (const name of ['Refrigerator', 'Freezer', 'Pantry']) await cook.agent.post('/api/storage-locations').send({ name }).expect(201);
  });
  afterAll(async () => {
    await testApp.close();
    await model.stop();
  });

  const scan = (png: Buffer) => cook.agent.post('/api/receipts/scan').attach('file', png, { filename: 'receipt.png', contentType: 'image/png' });

  it("uses the model's lines, parsed by the same parser as OCR's", async () => {
    const lines = fixture.text.split('\n').filter((line) => line.trim() !== '');
    model.reply({ content: JSON.stringify({ lines }) });
    const before = model.requests.length;
    // a picture that says something else: the answer must come from the model's lines
    const scanned = (await scan(renderReceipt('NOTHING TO SEE 1.00')).expect(200)).body as ScannedReceipt;
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
    // no reply queued: the fake answers 500 (and the client's one retry too)
    const scanned = (await scan(renderReceipt(fixture.text, { layout: 'mono' })).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('ocr');
    const { right, total } = foodLineAccuracy(fixture, scanned.items.map((item) => item.foodKey));
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  });

  it('reads text without the model', async () => {
    const before = model.requests.length;
    const scanned = (await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('text');
    expect(model.requests.length).toBe(before);
  });

  it('reads with OCR once the AI budget is spent, without asking the model', async () => {
    const before = model.requests.length;
    const scanned = (await scan(renderReceipt(fixture.text, { layout: 'mono' })).expect(200)).body as ScannedReceipt;
    expect(scanned.source).toBe('ocr');
    expect(model.requests.length).toBe(before);
  });

  it('limits scans like uploads: 429 past the budget', async () => {
    // four scans above, two more within the budget
    for (let scan = 5; scan <= 6; scan += 1) await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(200);
    const refused = await cook.agent.post('/api/receipts/scan').send({ text: fixture.text }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
