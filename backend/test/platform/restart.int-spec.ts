import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { migrations } from '../../src/migrations/index.js';

/**
 * Two boots on the same data: without DATABASE_URL a real on-disk PGlite in DATA_DIR (as
 * `npm start` runs), with it the run's PostgreSQL test database.
 */
describe('restarting', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sous-restart-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.SOUS_TEST_DATABASE_URL,
    LOG_LEVEL: 'silent',
  };
  const embedded = !env.DATABASE_URL;

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const query = (app: NestExpressApplication, sql: string, params: unknown[] = []) =>
    app.get(SqlEntityManager).fork().getConnection().execute<Record<string, unknown>[]>(sql, params);

  it('keeps the data, runs no migration twice and reuses the generated session secret', async () => {
    const metricId = `restart-${Date.now()}`;

    const first = await createApp({ env });
    try {
      await request(first.getHttpServer())
        .post('/api/analytics')
        .send({ name: 'TTFB', value: 120, rating: 'good', delta: 120, id: metricId })
        .expect(204);
    } finally {
      await first.close();
    }
    const secret = readFileSync(join(dataDir, 'session-secret'), 'utf8');
    if (embedded) expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await createApp({ env });
    try {
      expect(await query(second, 'select name, value from web_vitals where metric_id = ?', [metricId])).toEqual([
        { name: 'TTFB', value: 120 },
      ]);
      const applied = await query(second, 'select name from mikro_orm_migrations order by id');
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await second.close();
    }
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
  });
});
