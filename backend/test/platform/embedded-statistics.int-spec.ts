import { MikroORM } from '@mikro-orm/core';
import { EmbeddedStatisticsJob } from '../../src/platform/database/embedded-statistics.job.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 18: the embedded database has no autovacuum, so the app gathers the planner's statistics
 * itself. A table never analyzed has `reltuples = -1` (PostgreSQL 14+): the planner's guess.
 */
describe('planner statistics of the embedded database', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('are gathered for every table by the job', async () => {
    const connection = testApp.app.get(MikroORM).em.fork().getConnection();
    await testApp.app.get(EmbeddedStatisticsJob).run();
    const rows = (await connection.execute(
      `select c.relname, c.reltuples from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname in ('food_items', 'food_item_events', 'recipes')`,
    )) as { relname: string; reltuples: number }[];
    const after = new Map(rows.map((row) => [row.relname, Number(row.reltuples)]));
    expect([...after.keys()].sort()).toEqual(['food_item_events', 'food_items', 'recipes']);
    for (const [table, rows] of after) expect({ table, analyzed: rows >= 0 }).toEqual({ table, analyzed: true });
  });
});
