import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { uploadMaxBytes, uploadMessages, uploadUrlTtlSeconds } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { UploadSigner } from '../../src/modules/uploads/domain/upload-signer.js';
import { PruneUploadsJob } from '../../src/modules/uploads/jobs/prune-uploads.job.js';
import { type SignedInUser, signUp } from '../support/auth.js';
import { signUpHousemate } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { idOf, tinyPng, uploadFile, uploadUrl } from './upload-file.js';

const sessionSecret = randomBytes(32).toString('hex');

describe('uploads', () => {
  let testApp: TestApp;
  let server: App;
  let cook: SignedInUser;
  let housemate: SignedInUser;
  let stranger: SignedInUser;
  let dataDir: string;

  const put = (url: string, contentType: string, body: Buffer | string) => request(server).put(url).set('Content-Type', contentType).send(body);

  beforeAll(async () => {
    testApp = await startTestApp({ env: { SESSION_SECRET: sessionSecret } });
    server = testApp.app.getHttpServer();
    dataDir = testApp.app.get(AppConfig).dataDir;
    cook = await signUp(server);
    housemate = await signUpHousemate(server, cook);
    stranger = await signUp(server);
  });
  afterAll(() => testApp.close());

  it('answers a signed, expiring URL whose last path segment is the object id', async () => {
    const before = Math.floor(Date.now() / 1000);
    const url = await uploadUrl(cook);
    const parsed = new URL(url, 'http://sous.test');
    expect(parsed.pathname).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(parsed.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(parsed.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + uploadUrlTtlSeconds);
    expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + uploadUrlTtlSeconds);
  });

  it('refuses signed-out callers an upload URL', async () => {
    await request(server).post('/api/objects/upload').set('Content-Type', 'application/json').expect(401);
  });

  it('stores the PUT file and serves it to every member of the household with its type and nosniff', async () => {
    const url = await uploadUrl(cook);
    const put1 = await put(url, 'image/png', tinyPng).set('X-File-Name', encodeURIComponent('frigo été.png')).expect(200);
    const id = idOf(url);
    expect(put1.body).toEqual({ id, url: `/objects/uploads/${id}`, name: 'frigo été.png', size: tinyPng.length, mimeType: 'image/png' });

    for (const member of [cook, housemate]) {
      const res = await member.agent.get(`/objects/uploads/${id}`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
      expect(Buffer.compare(res.body as Buffer, tinyPng)).toBe(0);
    }
  });

  it('keeps a .txt file byte for byte (the text parser must not touch it) and serves documents as attachments', async () => {
    const text = Buffer.from('eggs\r\nmilk\u00e9 🥛\n', 'utf8');
    const { id } = await uploadFile(cook, text, 'text/plain');
    const res = await housemate.agent.get(`/objects/uploads/${id}`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="upload-${id.slice(0, 8)}.txt"; filename*=UTF-8''upload-${id.slice(0, 8)}.txt`);
    expect(Buffer.compare(res.body as Buffer, text)).toBe(0);

    const pdf = await uploadFile(cook, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const docx = await uploadFile(cook, Buffer.from('PK\u0003\u0004'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const audio = await uploadFile(cook, Buffer.from('OggS'), 'audio/ogg');
    expect((await cook.agent.get(`/objects/uploads/${pdf.id}`).expect(200)).headers['content-disposition']).toMatch(/^attachment; /);
    expect((await cook.agent.get(`/objects/uploads/${docx.id}`).buffer(true).parse(binary).expect(200)).headers['content-type']).toMatch(/wordprocessingml/);
    expect((await cook.agent.get(`/objects/uploads/${audio.id}`).buffer(true).parse(binary).expect(200)).headers['content-type']).toBe('audio/ogg');
  });

  it('hides the file from another household (404) and from signed-out callers (401)', async () => {
    const { id } = await uploadFile(cook, tinyPng, 'image/png');
    const other = await stranger.agent.get(`/objects/uploads/${id}`).expect(404);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    await request(server).get(`/objects/uploads/${id}`).expect(401);
    await cook.agent.get('/objects/uploads/5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a').expect(404);
    await cook.agent.get('/objects/uploads/not-an-id').expect(404);
  });

  it('answers 413 with a clear message past 10 MB, and the URL stays usable', async () => {
    const url = await uploadUrl(cook);
    const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
    const res = await put(url, 'image/jpeg', jpeg(uploadMaxBytes + 1)).expect(413);
    expect(res.body).toEqual({ message: uploadMessages.tooLarge });
    await put(url, 'image/jpeg', jpeg(uploadMaxBytes)).expect(200);
  });

  it('answers 415 for anything but images, audio, PDF, .doc, .docx and .txt', async () => {
    const url = await uploadUrl(cook);
    for (const type of ['text/html', 'application/json', 'application/octet-stream', 'video/mp4', 'image/../../x']) {
      const res = await put(url, type, Buffer.from('{"a":1}')).expect(415);
      expect(res.body).toEqual({ message: uploadMessages.unsupportedType });
    }
    await request(server).put(url).send(Buffer.from('no type')).expect(415);
    await put(url, 'text/plain; charset=utf-8', 'fine').expect(200);
  });

  it('takes the generic binary type with the file name saying what it is, still only for accepted kinds', async () => {
    const url = await uploadUrl(cook);
    await put(url, 'application/octet-stream', Buffer.from('MZ')).set('X-File-Name', 'setup.exe').expect(415);
    await put(url, 'application/octet-stream', Buffer.from('x')).set('X-File-Name', 'clip.mp4').expect(415);
    const res = await put(url, 'application/octet-stream', Buffer.from('PK\u0003\u0004')).set('X-File-Name', encodeURIComponent('Grocery list.docx')).expect(200);
    expect(res.body).toMatchObject({ name: 'Grocery list.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const served = await housemate.agent.get(`/objects/uploads/${idOf(url)}`).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Grocery list.docx"; filename*=UTF-8''Grocery%20list.docx`);
  });

  it('refuses an expired URL (403) even though its signature is right', async () => {
    const url = new URL(await uploadUrl(cook), 'http://x');
    const id = idOf(url.pathname);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `${url.pathname}?expires=${past}&signature=${new UploadSigner(sessionSecret).sign(id, past)}`;
    const res = await put(expired, 'image/png', tinyPng).expect(403);
    expect(res.body).toMatchObject({ message: uploadMessages.expiredLink });
  });

  it('refuses a tampered signature, expiry or id (403), and stores nothing', async () => {
    const url = new URL(await uploadUrl(cook), 'http://x');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const cases = [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `/objects/uploads/5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a?expires=${expires}&signature=${signature}`,
    ];
    for (const tampered of cases) {
      const res = await put(tampered, 'image/png', tinyPng).expect(403);
      expect(res.body).toMatchObject({ message: uploadMessages.invalidLink });
    }
    await cook.agent.get(`/objects/uploads/${idOf(url.pathname)}`).expect(404);
    // the genuine URL still works afterwards
    await put(url.pathname + url.search, 'image/png', tinyPng).expect(200);
  });

  it('lets a URL be used once: a second PUT is 409 and the first file stays', async () => {
    const url = await uploadUrl(cook);
    await put(url, 'text/plain', 'first').expect(200);
    const again = await put(url, 'text/plain', 'second').expect(409);
    expect(again.body).toMatchObject({ message: uploadMessages.usedLink });
    const res = await cook.agent.get(`/objects/uploads/${idOf(url)}`).expect(200);
    expect(res.text).toBe('first');
  });

  it('refuses an empty file with 400', async () => {
    const url = await uploadUrl(cook);
    const res = await put(url, 'text/plain', Buffer.alloc(0)).expect(400);
    expect(res.body).toMatchObject({ message: uploadMessages.emptyFile });
  });

  it('prunes upload URLs that expired unused a day ago and files whose row is gone', async () => {
    const em = testApp.app.get(MikroORM).em.fork() as SqlEntityManager;
    const stale = idOf(await uploadUrl(cook));
    const fresh = idOf(await uploadUrl(cook));
    await em.execute(`update uploaded_objects set expires_at = now() - interval '25 hours' where id = ?`, [stale]);
    const kept = await uploadFile(cook, tinyPng, 'image/png');
    const orphan = await uploadFile(cook, tinyPng, 'image/png');
    await em.execute('delete from uploaded_objects where id = ?', [orphan.id]);

    const pruned = await testApp.app.get(PruneUploadsJob).prune(em, new Date());
    expect(pruned.reservations).toBeGreaterThanOrEqual(1);
    expect(pruned.files).toBeGreaterThanOrEqual(1);
    const ids = (await em.execute<{ id: string }[]>('select id from uploaded_objects where id in (?, ?, ?)', [stale, fresh, kept.id])).map((r) => r.id);
    expect(ids.sort()).toEqual([fresh, kept.id].sort());
    const files = readdirSync(join(dataDir, 'uploads'));
    expect(files).toContain(kept.id);
    expect(files).not.toContain(orphan.id);
  });

  it('keeps the files under DATA_DIR/uploads, named by id', async () => {
    const { id } = await uploadFile(cook, tinyPng, 'image/png');
    expect(readdirSync(join(dataDir, 'uploads'))).toContain(id);
  });
});

/** Collects a binary body as a Buffer. */
function binary(res: request.Response, callback: (error: Error | null, body: unknown) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
