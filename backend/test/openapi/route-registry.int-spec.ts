import type { ApiRouteDoc } from '@sous/contracts';
import { apiRoutes } from '@sous/contracts';
import { ApiRouteExplorer, type DiscoveredRoute } from '#platform/openapi/api-route-explorer.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every `/api` route Express really serves (controllers or not), as `METHOD /path`. */
function expressApiRoutes(app: TestApp['app']): string[] {
  const instance = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return instance.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = ([] as string[]).concat(layer.route.path).filter((p) => p.startsWith('/api'));
    const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all').map((m) => m.toUpperCase());
    return paths.flatMap((path) => methods.map((method) => `${method} ${path}`));
  });
}

/** The entry to paste into libs/contracts/src/api/api-routes.ts for an undocumented route. */
function entryToAdd(route: DiscoveredRoute): string {
  const status = route.method === 'POST' ? 201 : route.method === 'DELETE' ? 204 : 200;
  const response = status === 204 ? 'null' : '<zod schema of the answer>';
  const resource = route.idParams.length ? ", resource: '<foodItem|recipe|…>'" : '';
  return `  '${route.key}': { summary: '<what it does>', tag: '<module>', responses: { ${status}: ${response} }, errors: [<extra statuses>]${resource} },  // ${route.handler} (${route.auth})`;
}

describe('route registry (libs/contracts/src/api/api-routes.ts)', () => {
  let testApp: TestApp;
  let explorer: ApiRouteExplorer;

  beforeAll(async () => {
    testApp = await startTestApp();
    explorer = testApp.app.get(ApiRouteExplorer);
  });
  afterAll(() => testApp?.close());

  it('discovers the routes Express serves under /api, with their request contracts', () => {
    const discovered = new Set(explorer.discover().map((r) => r.key));
    const served = expressApiRoutes(testApp.app);
    expect(served.length).toBeGreaterThan(50);
    // anything Express serves that no controller declares would escape the registry and the fuzzer
    expect(served.filter((key) => !discovered.has(key))).toEqual([]);

    const addFood = explorer.discover().find((r) => r.key === 'POST /api/food-items');
    expect(addFood).toMatchObject({ auth: 'member' });
    expect(addFood?.body?.safeParse({ name: 'Milk' }).success).toBe(false);
    const getFood = explorer.discover().find((r) => r.key === 'GET /api/food-items/:id');
    expect(getFood?.idParams).toEqual(['id']);
    expect(explorer.discover().find((r) => r.key === 'POST /api/auth/email/login')?.auth).toBe('public');
  });

  it('documents every route Nest serves', () => {
    const missing = explorer.undocumented();
    if (missing.length > 0) {
      throw new Error(
        `${missing.length} route(s) have no entry in libs/contracts/src/api/api-routes.ts (apiRoutes). Add:\n` +
          missing.map(entryToAdd).join('\n'),
      );
    }
  });

  it('has no entry for a route that does not exist', () => {
    const discovered = new Set(explorer.discover().map((r) => r.key));
    const stale = Object.keys(apiRoutes as Record<string, ApiRouteDoc>).filter((key) => !discovered.has(key));
    expect(stale).toEqual([]);
  });
});
