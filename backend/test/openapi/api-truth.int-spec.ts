import request from 'supertest';
import type { App } from 'supertest/types.js';
import { signUp, type SignedInUser } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, unknown>; requestBody?: { content: Record<string, { schema: Json }> } };

/**
 * Issue 15, "The API description tells the truth": the document states the constraints and every
 * status the server answers, and a known path asked with another method answers 405 with Allow.
 */
describe('the OpenAPI document tells the truth', () => {
  let testApp: TestApp;
  let server: App;
  let paths: Record<string, Record<string, Operation>>;
  let cook: SignedInUser;
  const id = '5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a';

  beforeAll(async () => {
    testApp = await startTestApp({ env: { RATE_LIMIT_FEEDBACK: '1/1h' } });
    server = testApp.app.getHttpServer();
    paths = ((await request(server).get('/api/openapi.json').expect(200)).body as { paths: typeof paths }).paths;
    cook = await signUp(server);
  });
  afterAll(() => testApp.close());

  const documented = (path: string, method: string) => Object.keys(paths[path][method].responses).map(Number);

  describe('405 with Allow', () => {
    it.each([
      ['PUT', '/api/food-items', 'GET, HEAD, POST'],
      ['DELETE', '/api/openapi.json', 'GET, HEAD'],
      ['POST', `/api/storage-locations/${id}`, 'DELETE, PATCH'],
      ['PATCH', '/api/household/join', 'POST'],
      ['POST', `/objects/uploads/${id}`, 'GET, HEAD, PUT'],
    ])('%s %s answers 405 allowing %s', async (method, path, allow) => {
      const res = await cook.agent[method.toLowerCase() as 'post'](path).send({}).expect(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.body).toEqual({ message: 'Method not allowed' });
    });

    it('keeps 404 for unknown paths and serves the methods a path has', async () => {
      await cook.agent.get('/api/no-such-thing').expect(404);
      await cook.agent.post('/api/no-such-thing').send({}).expect(404);
      await cook.agent.get('/api/food-items').expect(200);
      await cook.agent.get(`/api/food-items/${id}`).expect(404);
    });
  });

  describe('constraints', () => {
    it('states the 8-character invite code', () => {
      const schema = paths['/api/household/join'].post.requestBody!.content['application/json'].schema as { properties: { code: Json } };
      expect(schema.properties.code).toMatchObject({ type: 'string', minLength: 8 });
      const pattern = new RegExp(schema.properties.code.pattern as string);
      expect(pattern.test('ABCD2345')).toBe(true);
      expect(pattern.test('abcd-2345')).toBe(true);
      expect(pattern.test('ABCD234')).toBe(false);
      expect(pattern.test('ABCD23456')).toBe(false);
    });

    it('states that dates are real calendar dates in a sane range', () => {
      const body = (path: string, method: string) => paths[path][method].requestBody!.content['application/json'].schema as { properties: Record<string, Json> };
      const mealDate = body('/api/meal-plans', 'post').properties.date;
      expect(mealDate).toMatchObject({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', formatMinimum: '1900-01-01', formatMaximum: '2200-12-31' });
      const expiry = JSON.stringify(body('/api/food-items', 'post').properties.expirationDate);
      expect(expiry).toContain('"format":"date"');
      expect(JSON.stringify(body('/api/appliances', 'post').properties.purchaseDate)).toContain('"format":"date"');
    });

    it('answers 400 for a date the document refuses', async () => {
      const recipe = (await cook.agent.post('/api/recipes').send({ title: 'Soup', ingredients: ['water'], instructions: ['Boil'] }).expect(201)).body as { id: string };
      for (const date of ['2027-02-30', '2026-13-01', '1899-12-31']) {
        const res = await cook.agent.post('/api/meal-plans').send({ recipeId: recipe.id, date }).expect(400);
        expect((res.body as { message: string }).message).toMatch(/^date: /);
      }
    });

    it('answers 400 for an invite code the document refuses and 404 for one it allows', async () => {
      await cook.agent.post('/api/household/join').send({ code: 'ABC' }).expect(400);
      await cook.agent.post('/api/household/join').send({ code: 'zzzz-zzzz' }).expect(404);
    });
  });

  describe('every status a route answers is documented', () => {
    it('lists 403 (other sites) and 415 (not JSON) on every write under /api, and 503 on routes using the database', () => {
      const missing: string[] = [];
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const statuses = Object.keys(operation.responses).map(Number);
          if (path.startsWith('/api/') && method !== 'get' && !(statuses.includes(403) && statuses.includes(415))) missing.push(`${method} ${path}: 403/415`);
          if (!/^\/api\/(openapi\.json|docs|health\/live)/.test(path) && !statuses.includes(503)) missing.push(`${method} ${path}: 503`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('lists 429 on every throttled route and 413 where quotas apply', () => {
      for (const [path, method] of [
        ['/api/account', 'delete'],
        ['/api/household/join', 'post'],
        ['/api/objects/upload', 'post'],
        ['/objects/uploads/{id}', 'put'],
        ['/api/feedback', 'post'],
        ['/api/auth/email/login', 'post'],
        ['/api/auth/email/signup', 'post'],
        ['/api/chat', 'post'],
      ]) {
        expect({ path, method, has429: documented(path, method).includes(429) }).toEqual({ path, method, has429: true });
      }
      expect(documented('/api/objects/upload', 'post')).toContain(413);
      expect(documented('/objects/uploads/{id}', 'put')).toEqual(expect.arrayContaining([413, 415]));
    });

    it('answers only documented statuses to requests that hit the platform checks', async () => {
      const answers: [string, string, number][] = [];
      const record = (path: string, method: string, res: request.Response) => answers.push([path, method, res.status]);
      record('/api/storage-locations', 'post', await cook.agent.post('/api/storage-locations').type('form').send('name=x'));
      record('/api/storage-locations', 'post', await cook.agent.post('/api/storage-locations').set('Origin', 'https://evil.example').send({ name: 'x' }));
      await cook.agent.post('/api/feedback').send({ type: 'feature', content: 'one' });
      record('/api/feedback', 'post', await cook.agent.post('/api/feedback').send({ type: 'feature', content: 'two' }));
      record('/api/household/join', 'post', await cook.agent.post('/api/household/join').send({ code: 'ZZZZZZZZ' }));
      expect(answers.map(([, , status]) => status)).toEqual([415, 403, 429, 404]);
      for (const [path, method, status] of answers) expect({ path, method, status, documented: documented(path, method).includes(status) }).toMatchObject({ documented: true });
    });
  });
});
