import { randomUUID } from 'node:crypto';
import type { EventBus } from '@nestjs/cqrs';
import { insertHousehold } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { WebVitalRecorded } from '../../events/web-vital-recorded.event.js';
import { RecordWebVitalCommand } from './record-web-vital.command.js';
import { RecordWebVitalHandler } from './record-web-vital.handler.js';

const db = useTestDatabase();

interface VitalRow {
  id: string;
  user_id: string | null;
  name: string;
  value: number;
  rating: string;
  delta: number;
  metric_id: string;
  navigation_type: string | null;
  user_agent: string | null;
  url: string | null;
}

const vitalsOf = (metricId: string) => db.em.execute<VitalRow[]>('select * from web_vitals where metric_id = ?', [metricId]);

/** An event bus that records each event with the rows of its metric in the table when it was published. */
function recordingBus() {
  const published: { event: WebVitalRecorded; rowsThen: Promise<VitalRow[]> }[] = [];
  const events = {
    publish: (event: WebVitalRecorded) => {
      // asked at once: a publish before the write would find no row
      published.push({ event, rowsThen: db.em.execute<VitalRow[]>('select id from web_vitals where id = ?', [event.id]) });
    },
  } as unknown as EventBus;
  return { events, published };
}

describe('RecordWebVitalHandler on the database', () => {
  it('stores the metric with its source, then publishes WebVitalRecorded once it is written', async () => {
    const { userId } = await insertHousehold(db.em);
    const metricId = `v5-${randomUUID()}`;
    const { events, published } = recordingBus();
    await new RecordWebVitalHandler(db.em, events).execute(
      new RecordWebVitalCommand({ name: 'INP', value: 180, rating: 'good', delta: 12, id: metricId }, { userId, userAgent: 'Firefox', url: 'http://localhost:3000/chat' }),
    );

    const rows = await vitalsOf(metricId);
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: userId,
        name: 'INP',
        value: 180,
        rating: 'good',
        delta: 12,
        metric_id: metricId,
        navigation_type: null,
        user_agent: 'Firefox',
        url: 'http://localhost:3000/chat',
      }),
    ]);
    expect(published).toHaveLength(1);
    expect(published[0].event).toBeInstanceOf(WebVitalRecorded);
    expect(published[0].event).toMatchObject({ id: rows[0].id, name: 'INP', rating: 'good' });
    expect(await published[0].rowsThen).toEqual([{ id: rows[0].id }]);
  });

  it('publishes nothing when the write fails', async () => {
    const { events, published } = recordingBus();
    // a user that does not exist: the row breaks its foreign key
    await expect(
      new RecordWebVitalHandler(db.em, events).execute(
        new RecordWebVitalCommand({ name: 'INP', value: 180, rating: 'good', delta: 12, id: 'v5-1-2' }, { userId: randomUUID(), userAgent: null, url: null }),
      ),
    ).rejects.toThrow(/foreign key/);
    expect(published).toEqual([]);
  });
});
