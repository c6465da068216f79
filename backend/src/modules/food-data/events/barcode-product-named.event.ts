import { DomainEvent } from '#platform/events/domain-event.js';

/** Published after a household names a code; nothing reacts in real time yet (no socket event for it). */
export class BarcodeProductNamed extends DomainEvent {
  constructor(
    readonly householdId: string,
    readonly productId: string,
    readonly barcode: string,
    readonly created: boolean,
  ) {
    super();
  }
}
