import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('HTTP platform', () => {
  let testApp: TestApp;
  let server: Parameters<typeof request>[0];
  const staticDir = mkdtempSync(join(tmpdir(), 'sous-static-'));

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sous test shell</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'index-3f9a2b.js'), 'console.log("app")');
    testApp = await startTestApp({ env: { STATIC_DIR: staticDir } });
    server = testApp.app.getHttpServer();
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('reports health with the database and realtime in use', async () => {
    const response = await request(server).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: process.env.SOUS_TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      realtime: process.env.REDIS_URL ? 'redis' : 'memory',
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await request(server).get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not found', code: 'platform.not-found' });
    await request(server).delete('/api/health/nested').expect(404, { message: 'Not found', code: 'platform.not-found' });
  });

  it('answers a malformed JSON body with a 400 naming the problem', async () => {
    const response = await request(server)
      .post('/api/analytics')
      .set('Content-Type', 'application/json')
      .send('{"name": "LCP",')
      .expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body', issues: [] });
  });

  it('refuses bodies over 1 MB with a JSON 413', async () => {
    const response = await request(server)
      .post('/api/analytics')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    expect((response.body as { message: string }).message).toContain('too large');
  });

  it('echoes an incoming request id and makes one up otherwise', async () => {
    const echoed = await request(server).get('/api/health').set('X-Request-Id', 'proxy-42').expect(200);
    expect(echoed.headers['x-request-id']).toBe('proxy-42');
    const generated = await request(server).get('/api/health').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await request(server).get('/api/health').set('X-Request-Id', 'spaces and "quotes" forge log fields').expect(200);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves index.html for client-side routes, never cached', async () => {
    const response = await request(server).get('/storage/fridge').expect(200);
    expect(response.text).toContain('Sous test shell');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    await request(server).get('/').expect(200, /Sous test shell/);
  });

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const response = await request(server).get('/assets/index-3f9a2b.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(server).get('/assets/index-old.js').expect(404);
  });
});
