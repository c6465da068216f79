import request from 'supertest';
import type { App } from 'supertest/types.js';
import { uploadMessages } from '@sous/contracts';
import { type SignedInUser, signUp } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { idOf, tinyPng, uploadUrl } from './upload-file.js';

/**
 * Issue 15 item 8: an upload's bytes must be a file of its declared type (magic numbers, UTF-8
 * text); an HTML page or an SVG declared image/png is refused with 415 and nothing is stored.
 */
describe('uploads: the bytes are sniffed against the declared type', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;

  const put = (url: string, contentType: string, body: Buffer | string) => request(server).put(url).set('Content-Type', contentType).send(Buffer.from(body));

  beforeAll(async () => {
    testApp = await startTestApp();
    server = testApp.app.getHttpServer();
    cook = await signUp(server);
  });
  afterAll(() => testApp.close());

  const html = '<!doctype html><html><body><script>fetch("/api/account/export")</script></body></html>';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

  it.each([
    ['an HTML page as image/png', 'image/png', html],
    ['an SVG as image/png', 'image/png', svg],
    ['an SVG as image/jpeg', 'image/jpeg', svg],
    ['an HTML page as a PDF', 'application/pdf', html],
    ['an HTML page as audio', 'audio/mpeg', html],
    ['a PNG as a .docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', tinyPng.toString('latin1')],
  ])('refuses %s with 415 and stores nothing; the URL stays usable', async (_label, type, body) => {
    const url = await uploadUrl(cook);
    const res = await put(url, type, Buffer.from(body, body === html || body === svg ? 'utf8' : 'latin1')).expect(415);
    expect(res.body).toEqual({ message: uploadMessages.contentMismatch });
    await cook.agent.get(`/objects/uploads/${idOf(url)}`).expect(404);
    await put(url, 'image/png', tinyPng).expect(200);
  });

  it('refuses SVG and HTML whatever they are declared as, even by file name', async () => {
    const url = await uploadUrl(cook);
    for (const type of ['image/svg+xml', 'text/html']) {
      expect((await put(url, type, svg).expect(415)).body).toEqual({ message: uploadMessages.unsupportedType });
    }
    await put(url, 'application/octet-stream', svg).set('X-File-Name', 'logo.png').expect(415);
    await cook.agent.get(`/objects/uploads/${idOf(url)}`).expect(404);
  });

  it('takes .txt files only as UTF-8 text', async () => {
    const url = await uploadUrl(cook);
    await put(url, 'text/plain', Buffer.from('crème fraîche\u00e9', 'latin1')).expect(415);
    await put(url, 'text/plain', Buffer.from('eggs\u0000milk')).expect(415);
    await put(url, 'text/plain', Buffer.from('crème fraîche, 🥚, חלב\n', 'utf8')).expect(200);
  });

  it('keeps taking the real thing: GIF, WebP, HEIC, PDF, .doc, MP3, WAV, WebM audio', async () => {
    const files: [string, Buffer][] = [
      ['image/gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
      ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
      ['image/heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)])],
      ['application/pdf', Buffer.from('%PDF-1.7\n%%EOF\n')],
      ['application/msword', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
      ['audio/mpeg', Buffer.from('ID3\u0004\u0000', 'latin1')],
      ['audio/wav', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
      ['audio/webm;codecs=opus', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42])],
    ];
    for (const [type, bytes] of files) await put(await uploadUrl(cook), type, bytes).expect(200);
  });
});
