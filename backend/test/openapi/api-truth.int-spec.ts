import request from 'supertest';
import type { App } from 'supertest/types.js';
import { signUp, type SignedInUser } from '../support/auth.js';
import { addFood, addRecipe, addStorageLocation } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ApiRouteExplorer } from '#platform/openapi/api-route-explorer.js';
import { freeTextPattern } from '#platform/openapi/request-rules.js';

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
      // the range in a standard keyword (issue 32: it lived only in formatMinimum/formatMaximum)
      expect(mealDate).toMatchObject({ type: 'string', format: 'date' });
      expect(mealDate).not.toHaveProperty('formatMinimum');
      const pattern = new RegExp(mealDate.pattern as string, 'u');
      for (const good of ['1900-01-01', '2026-05-31', '2200-12-31']) expect({ good, ok: pattern.test(good) }).toEqual({ good, ok: true });
      for (const bad of ['1899-12-31', '2201-01-01', '2026-13-01', '2026-01-32', '26-01-01']) expect({ bad, ok: pattern.test(bad) }).toEqual({ bad, ok: false });
      const expiry = JSON.stringify(body('/api/food-items', 'post').properties.expirationDate);
      expect(expiry).toContain('"format":"date"');
      expect(JSON.stringify(body('/api/appliances', 'post').properties.purchaseDate)).toContain('"format":"date"');
    });

    it('answers 400 for a date the document refuses', async () => {
      const recipe = await addRecipe(cook, { title: 'Soup', ingredients: ['water'], instructions: ['Boil'] });
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
  describe('what the fuzzer found undocumented (issue 32)', () => {
    type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; allOf?: Schema[]; items?: Schema };
    const jsonBody = (path: string, method: string) => paths[path][method].requestBody!.content['application/json'].schema as Schema;
    const answerSchema = (path: string, method: string, status: number) =>
      ((paths[path][method].responses[status] as { content: Record<string, { schema: Schema }> }).content['application/json'].schema);

    it('documents the `merge` an add answers, and the answer carries nothing the document does not', async () => {
      const fridge = await addStorageLocation(cook, 'Fridge');
      const added = (await addFood(cook, fridge, { name: 'Oat milk', quantity: '1', unit: 'item' })) as unknown as Json;
      const schema = answerSchema('/api/food-items', 'post', 201);
      expect(schema.properties).toHaveProperty('merge');
      expect(Object.keys(added).filter((key) => !(key in schema.properties!))).toEqual([]);
    });

    it('documents `current` on the 409 of an optimistic write, and the real 409 matches it', async () => {
      // a place of its own: this test used the Fridge the test before it made, and failed alone
      const fridge = await addStorageLocation(cook, 'Cold shelf');
      const item = await addFood(cook, fridge, { name: 'Kefir', quantity: '1', unit: 'item' });
      await cook.agent.patch(`/api/food-items/${item.id}`).send({ version: item.version, notes: 'first' }).expect(200);
      const stale = (await cook.agent.patch(`/api/food-items/${item.id}`).send({ version: item.version, notes: 'second' }).expect(409)).body as Json;
      const schema = answerSchema('/api/food-items/{id}', 'patch', 409);
      expect(Object.keys(stale).filter((key) => !(key in schema.properties!))).toEqual([]);
      expect(schema.properties!.current).toMatchObject({ type: 'object' });
      expect(Object.keys(stale.current as Json).filter((key) => !(key in schema.properties!.current.properties!))).toEqual([]);
      expect((answerSchema('/api/food-items/{id}/card', 'patch', 409).properties!.current)).toMatchObject({ type: 'array' });
    });

    it('states minProperties wherever an empty body is refused for having nothing to change', () => {
      const missing: string[] = [];
      for (const route of testApp.app.get(ApiRouteExplorer).routes()) {
        if (!route.body || route.body.safeParse({}).success) continue;
        const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        const schema = jsonBody(openApiPath, route.method.toLowerCase());
        const branches = (schema.oneOf ?? schema.anyOf ?? [schema]) as Schema[];
        // refused for a missing required field: `required` says so; refused although nothing is required: minProperties must
        const stated = branches.every((branch) => ((branch.required as string[] | undefined) ?? []).length > 0 || Number(branch.minProperties) >= 1);
        if (!stated && !(Number(schema.minProperties) >= 1)) missing.push(route.key);
      }
      expect(missing).toEqual([]);
      expect(jsonBody('/api/push/preferences', 'put')).toMatchObject({ required: ['token'], minProperties: 2 });
    });

    it('documents the body of every route that takes a file', () => {
      const multipart = (path: string, method: string) => paths[path][method].requestBody!.content['multipart/form-data']?.schema as Schema | undefined;
      expect(multipart('/api/receipts/scan', 'post')).toMatchObject({ required: ['file'] });
      expect(paths['/api/receipts/scan'].post.requestBody!.content).toHaveProperty('application/json');
      expect(multipart('/api/voice/transcribe', 'post')).toMatchObject({ required: ['audio'] });
      expect(multipart('/api/recipes/import/archive', 'post')).toMatchObject({ required: ['file'] });
      expect(multipart('/api/recipes/import/archive/commit', 'post')?.properties).toHaveProperty('entries');
      expect(paths['/objects/uploads/{id}'].put.requestBody!.content).toHaveProperty('*/*');
    });

    it('says which routes take only the session cookie or only a token, and the 403 a read token gets for the export', () => {
      const security = (path: string, method: string) => (paths[path][method] as { security?: unknown }).security;
      expect(security('/api/admin/password-resets', 'post')).toEqual([{ sessionCookie: [] }]);
      expect(security('/api/tokens', 'get')).toEqual([{ sessionCookie: [] }]);
      expect(documented('/api/tokens', 'get')).toContain(403);
      expect(security('/api/food-items', 'get')).toBeUndefined();
      expect(documented('/api/account/export', 'get')).toContain(403);
    });

    it('states the control-character rule on every string a request carries, and the server keeps it', async () => {
      const rule = new RegExp(freeTextPattern, 'u');
      expect(rule.test('two\tcolumns\nand lines\r')).toBe(true);
      expect(rule.test('bell\u0007')).toBe(false);
      expect(rule.test('nul\u0000')).toBe(false);
      const unstated: string[] = [];
      let strings = 0;
      const walk = (node: unknown, where: string) => {
        if (Array.isArray(node)) return node.forEach((inner, i) => walk(inner, `${where}[${i}]`));
        if (typeof node !== 'object' || node === null) return;
        const schema = node as Schema;
        if (schema.type === 'string' && schema.const === undefined && schema.enum === undefined) {
          const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
          if (!patterns.includes(freeTextPattern)) unstated.push(where);
          strings += 1;
        }
        for (const [key, inner] of Object.entries(schema)) if (key !== 'example' && key !== 'default') walk(inner, `${where}.${key}`);
      };
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const json = operation.requestBody?.content['application/json']?.schema;
          if (json) walk(json, `${method} ${path} body`);
          for (const parameter of (operation as { parameters?: { name: string; schema: Schema }[] }).parameters ?? []) walk(parameter.schema, `${method} ${path} ${parameter.name}`);
        }
      }
      expect(unstated).toEqual([]);
      expect(strings).toBeGreaterThan(24);
      const refused = await cook.agent.post('/api/storage-locations').send({ name: 'Shelf\u0007' }).expect(400);
      expect((refused.body as { message: string }).message).toMatch(/^name: must not contain control characters/);
    });
  });
});
