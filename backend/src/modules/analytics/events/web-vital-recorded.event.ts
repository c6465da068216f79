import { DomainEvent } from '#platform/events/domain-event.js';

/** Published after a metric is stored; nothing reacts in real time yet (no socket event for vitals). */
export class WebVitalRecorded extends DomainEvent {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly rating: string,
  ) {
    super();
  }
}
