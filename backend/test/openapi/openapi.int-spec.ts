import request from 'supertest';
import { ApiRouteExplorer } from '#platform/openapi/api-route-explorer.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'patch', 'delete'];
const jsonSchemaTypes = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Every `$ref` in the document, with where it is. */
function refs(node: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => refs(n, `${at}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ at, ref: v }] : refs(v, `${at}/${k}`)));
}

/** Every schema object's `type`, to check they are JSON Schema types. */
function types(node: unknown): unknown[] {
  if (Array.isArray(node)) return node.flatMap(types);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([k, v]) => {
    // examples are data, not schemas: a field named `type` there is not a JSON Schema type
    if (k === 'example' || k === 'examples') return [];
    return k === 'type' && (typeof v === 'string' || Array.isArray(v)) ? ([v] as unknown[]).flat() : types(v);
  });
}

function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document);
}

describe('OpenAPI document and Swagger UI', () => {
  let testApp: TestApp;
  let document: Json;

  beforeAll(async () => {
    testApp = await startTestApp();
    const res = await request(testApp.app.getHttpServer()).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toContain('application/json');
    document = res.body as Json;
  });
  afterAll(() => testApp?.close());

  it('is an OpenAPI 3.1 document, public', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Sous API', version: expect.any(String) as unknown });
    expect((document.components as Json).securitySchemes).toMatchObject({ sessionCookie: { type: 'apiKey', in: 'cookie' } });
  });

  it('has every documented route, with its parameters, request body and responses', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const routes = testApp.app.get(ApiRouteExplorer).routes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = paths[path]?.[route.method.toLowerCase()];
      expect({ route: route.key, found: Boolean(operation) }).toEqual({ route: route.key, found: true });
      const responses = operation.responses as Record<string, Json>;
      expect(Object.keys(responses).length).toBeGreaterThan(0);
      for (const status of route.errors) expect({ route: route.key, status, has: Boolean(responses[status]) }).toEqual({ route: route.key, status, has: true });
      if (route.auth !== 'public') expect(responses['401']).toBeDefined();
      if (route.body) expect(operation.requestBody).toMatchObject({ content: { 'application/json': { schema: expect.any(Object) as unknown } } });
      const declared = ((operation.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort()).toEqual([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort());
    }
  });

  it('is structurally valid: operations have responses, every $ref resolves, schema types are JSON Schema types', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    for (const [path, item] of Object.entries(paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        expect(methods).toContain(method);
        expect(typeof operation.operationId).toBe('string');
        for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description).toBe('string');
        }
      }
    }
    const operationIds = Object.values(paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(new Set(operationIds).size).toBe(operationIds.length);
    const unresolved = refs(document).filter(({ ref }) => resolve(document, ref) === undefined);
    expect(unresolved).toEqual([]);
    expect(types(document.paths).filter((t) => !jsonSchemaTypes.has(String(t)))).toEqual([]);
  });

  it('describes a body with its fields and a 400 with the validation error body', () => {
    const post = (document.paths as Record<string, Record<string, Json>>)['/api/food-items'].post;
    const schema = ((post.requestBody as Json).content as Record<string, { schema: Json }>)['application/json'].schema;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'storageLocationId']) as unknown });
    expect(Object.keys(schema.properties as Json)).toEqual(expect.arrayContaining(['name', 'quantity', 'unit', 'expirationDate']));
    expect((post.responses as Json)['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } } });
  });

  it('serves Swagger UI from its own files, with no inline script', async () => {
    const server = testApp.app.getHttpServer();
    const page = await request(server).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.text;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/sous-initializer.js', '/api/docs/swagger-ui.css']));
    for (const asset of assets) {
      const res = await request(server).get(asset).expect(200);
      expect(res.headers['content-type']).toMatch(/javascript|css|png/);
    }
    const init = await request(server).get('/api/docs/sous-initializer.js').expect(200);
    expect(init.text).toContain("url: '/api/openapi.json'");
  });

  it('serves no other file from /api/docs', async () => {
    const server = testApp.app.getHttpServer();
    for (const path of ['/api/docs/package.json', '/api/docs/..%2Fpackage.json', '/api/docs/index.html', '/api/docs/swagger-initializer.js']) {
      const res = await request(server).get(path).expect(404);
      expect(res.body).toEqual({ message: expect.any(String) as unknown, code: 'platform.not-found' });
    }
  });
});
