import { jest } from '@jest/globals';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '#config/app-config.js';
import type { DatabaseTarget } from '../database/database-target.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import type { ReadinessService } from './readiness.service.js';

const emAnswering = (execute: () => Promise<unknown>) =>
  ({ getConnection: () => ({ execute }) }) as unknown as SqlEntityManager;

describe('HealthService', () => {
  const postgres: DatabaseTarget = { kind: 'postgresql', url: 'postgresql://db/sous' };
  const withRedis = { redisUrl: 'redis://cache:6379' } as AppConfig;

  it('is ok when the database answers', async () => {
    const service = new HealthService(emAnswering(() => Promise.resolve([{ '?column?': 1 }])), withRedis, postgres);
    expect(await service.check()).toEqual({ status: 'ok', database: 'postgresql', realtime: 'redis' });
  });

  it('reports an error when the database fails', async () => {
    const service = new HealthService(
      emAnswering(() => Promise.reject(new Error('connection refused'))),
      { redisUrl: null } as AppConfig,
      { kind: 'pglite', dataDir: 'memory://' },
    );
    jest.spyOn(service['logger'], 'error').mockImplementation(() => undefined);
    expect(await service.check()).toEqual({
      status: 'error',
      database: 'pglite',
      realtime: 'memory',
      message: 'Database unavailable',
    });
  });
});

describe('HealthController', () => {
  const replyRecorder = () => {
    const codes: number[] = [];
    return { codes, reply: { status: (code: number) => codes.push(code) } };
  };

  it.each([
    [{ status: 'ok', database: 'pglite', realtime: 'memory' } as const, 200],
    [{ status: 'error', database: 'pglite', realtime: 'memory', message: 'Database unavailable' } as const, 503],
  ])('answers %p with %i', async (report, code) => {
    const { codes, reply } = replyRecorder();
    const controller = new HealthController({ check: () => Promise.resolve(report) } as unknown as HealthService, {} as ReadinessService);
    expect(await controller.check(reply)).toBe(report);
    expect(codes).toEqual([code]);
  });
});
