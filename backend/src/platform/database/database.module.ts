import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager, type EntityClass, MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { buildOrmOptions, clusterTemplate } from '#config/mikro-orm.config.js';
import { redactUrl, ServiceUnreachableError } from '../errors/service-unreachable.error.js';
import { restoreClusterTemplate } from './cluster-template.js';
import type { DatabaseTarget } from './database-target.js';
import { DATABASE_TARGET } from './database.tokens.js';
import { EmbeddedStatisticsJob } from './embedded-statistics.job.js';

export { DATABASE_TARGET };

/** Migrates at boot; on shutdown closes the database, then releases the data-directory lock. */
@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
  ) {}

  async onModuleInit(): Promise<void> {
    try {
      // the ORM connects lazily: this first query is where an unreachable database shows
      await this.orm.em.getConnection().execute('select 1');
    } catch (error) {
      const where = this.target.kind === 'postgresql' ? redactUrl(this.target.url) : this.target.dataDir;
      throw new ServiceUnreachableError(`Could not open the database at ${where}: ${(error as Error).message}`);
    }
    // idempotent: a restart finds every migration recorded and runs nothing
    await this.orm.migrator.up();
  }

  async onApplicationShutdown(): Promise<void> {
    // runs before MikroOrmModule's own close (shallower modules shut down first); closing twice is harmless
    try {
      await this.orm.close();
    } finally {
      if ('lock' in this.target) this.target.lock.release();
    }
  }
}

/**
 * MikroORM on PGlite or PostgreSQL. Inject `SqlEntityManager` (QueryBuilder, raw SQL for the read
 * side); it is the request's context while handling a request.
 */
@Global()
@Module({})
export class DatabaseModule {
  /** `entities`: every module's, assembled by the composition root (app.entities.ts). */
  static register(target: DatabaseTarget, entities: readonly EntityClass<object>[]): DynamicModule {
    const options = buildOrmOptions(target, entities);
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          driver: options.driver,
          useFactory: async () => {
            // before PGlite opens the directory: a new instance starts from the built cluster
            if (target.kind === 'pglite') await restoreClusterTemplate(target.dataDir, clusterTemplate);
            return options;
          },
        }),
      ],
      providers: [
        { provide: DATABASE_TARGET, useValue: target },
        { provide: SqlEntityManager, useExisting: EntityManager },
        DatabaseLifecycle,
        EmbeddedStatisticsJob,
      ],
      exports: [DATABASE_TARGET, SqlEntityManager],
    };
  }
}
