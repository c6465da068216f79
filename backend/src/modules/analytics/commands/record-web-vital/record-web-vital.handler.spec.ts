import type { EventBus } from '@nestjs/cqrs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { WebVital } from '../../domain/web-vital.entity.js';
import { WebVitalRecorded } from '../../events/web-vital-recorded.event.js';
import { RecordWebVitalCommand } from './record-web-vital.command.js';
import { RecordWebVitalHandler } from './record-web-vital.handler.js';

/** An entity manager that records what the handler does, in order. */
function fakes() {
  const steps: string[] = [];
  const created: WebVital[] = [];
  const em = {
    create: (_entity: typeof WebVital, data: Partial<WebVital>) => {
      const vital = Object.assign(new WebVital(), data);
      created.push(vital);
      steps.push('create');
      return vital;
    },
    flush: () => {
      steps.push('flush');
      return Promise.resolve();
    },
  } as unknown as SqlEntityManager;
  const published: unknown[] = [];
  const events = {
    publish: (event: unknown) => {
      steps.push('publish');
      published.push(event);
    },
  } as unknown as EventBus;
  return { em, events, steps, created, published };
}

const body = { name: 'INP', value: 180, rating: 'good', delta: 12, id: 'v5-1-2' } as const;

describe('RecordWebVitalHandler', () => {
  it('stores the metric with its source, then publishes WebVitalRecorded after the flush', async () => {
    const { em, events, steps, created, published } = fakes();
    await new RecordWebVitalHandler(em, events).execute(
      new RecordWebVitalCommand(body, { userId: null, userAgent: 'Firefox', url: 'http://localhost:3000/chat' }),
    );
    expect(steps).toEqual(['create', 'flush', 'publish']);
    expect(created[0]).toMatchObject({
      userId: null,
      name: 'INP',
      value: 180,
      rating: 'good',
      delta: 12,
      metricId: 'v5-1-2',
      navigationType: null,
      userAgent: 'Firefox',
      url: 'http://localhost:3000/chat',
    });
    expect(published).toEqual([expect.any(WebVitalRecorded)]);
    expect(published[0]).toMatchObject({ id: created[0].id, name: 'INP', rating: 'good' });
  });

  it('caps client-supplied text', async () => {
    const { em, events, created } = fakes();
    await new RecordWebVitalHandler(em, events).execute(
      new RecordWebVitalCommand(body, { userId: null, userAgent: 'A'.repeat(5000), url: `http://x/${'p'.repeat(5000)}` }),
    );
    expect(created[0].userAgent).toHaveLength(512);
    expect(created[0].url).toHaveLength(2048);
  });

  it('publishes nothing when the write fails', async () => {
    const { em, events, published } = fakes();
    (em as unknown as { flush: () => Promise<void> }).flush = () => Promise.reject(new Error('disk full'));
    await expect(
      new RecordWebVitalHandler(em, events).execute(new RecordWebVitalCommand(body, { userId: null, userAgent: null, url: null })),
    ).rejects.toThrow('disk full');
    expect(published).toEqual([]);
  });
});

describe('RecordWebVitalHandler without a rating', () => {
  it('rates the value by the thresholds of spec 001 §9', async () => {
    const { em, events, created } = fakes();
    const { rating: _none, ...unrated } = body;
    await new RecordWebVitalHandler(em, events).execute(new RecordWebVitalCommand({ ...unrated, name: 'LCP', value: 4200 }, { userId: null, userAgent: null, url: null }));
    expect(created[0].rating).toBe('poor');
  });
});
