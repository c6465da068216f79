import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { rateWebVital, type RecordWebVitalBody } from '@sous/contracts';
import { WebVital } from '../../domain/web-vital.entity.js';
import { WebVitalRecorded } from '../../events/web-vital-recorded.event.js';
import { type BeaconSource, RecordWebVitalCommand } from './record-web-vital.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/** Client-supplied text is capped so a beacon cannot store arbitrary amounts of it. */
const maxUserAgentLength = 512;
const maxUrlLength = 2048;

/** What is stored of a beacon: its metric, rated by the spec's thresholds when it came without a rating, and its capped source. */
export function webVitalFields(body: RecordWebVitalBody, source: BeaconSource) {
  return {
    userId: source.userId,
    name: body.name,
    value: body.value,
    // the spec's thresholds rate a beacon that came without one
    rating: body.rating ?? rateWebVital(body.name, body.value),
    delta: body.delta,
    metricId: body.id,
    navigationType: body.navigationType ?? null,
    userAgent: source.userAgent?.slice(0, maxUserAgentLength) ?? null,
    url: source.url?.slice(0, maxUrlLength) ?? null,
  };
}

@CommandHandler(RecordWebVitalCommand)
export class RecordWebVitalHandler implements ICommandHandler<RecordWebVitalCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ body, source }: RecordWebVitalCommand): Promise<void> {
    const vital = this.em.create(WebVital, webVitalFields(body, source));
    await this.em.flush();
    publishAfterCommit(this.events, new WebVitalRecorded(vital.id, vital.name, vital.rating));
  }
}
