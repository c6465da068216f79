import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '#config/app-config.js';
import { appOrmOptions } from '../../app.entities.js';
import { useTestDatabase } from '../../../test/support/test-database.js';
import type { DatabaseTarget } from '../database/database-target.js';
import { HealthService } from './health.service.js';

// no test transaction: the check asks the connection itself, as it does in the app, outside any
// transaction (on PGlite's one session it would wait behind the test's)
const db = useTestDatabase({ transaction: false });

describe('HealthService on the database', () => {
  const postgres: DatabaseTarget = { kind: 'postgresql', url: 'postgresql://db/sous' };
  const withRedis = { redisUrl: 'redis://cache:6379' } as AppConfig;

  it('is ok when the database answers', async () => {
    // opened first, as a running app's is: PGlite restores the run's database on its first query (seconds)
    await db.em.getConnection().execute('select 1');
    const service = new HealthService(db.em, withRedis, postgres);
    expect(await service.check()).toEqual({ status: 'ok', database: 'postgresql', realtime: 'redis' });
  });

  it('reports an error when the database fails', async () => {
    // a PostgreSQL server that is not there: nothing listens on port 1, so the connection is refused
    const gone = await MikroORM.init(appOrmOptions({ kind: 'postgresql', url: 'postgresql://sous@127.0.0.1:1/sous' }));
    try {
      const service = new HealthService(gone.em as SqlEntityManager, { redisUrl: null } as AppConfig, { kind: 'pglite', dataDir: 'memory://' });
      const logged = jest.spyOn(service['logger'], 'error').mockImplementation(() => undefined);
      expect(await service.check()).toEqual({
        status: 'error',
        database: 'pglite',
        realtime: 'memory',
        message: 'Database unavailable',
      });
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      await gone.close();
    }
  });
});
