import { HealthController } from './health.controller.js';
import type { HealthService } from './health.service.js';
import type { ReadinessService } from './readiness.service.js';

// the service against a database that answers and one that does not: health.int-spec.ts

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
