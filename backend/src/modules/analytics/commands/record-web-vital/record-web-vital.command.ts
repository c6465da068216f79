import { Command } from '@nestjs/cqrs';
import type { RecordWebVitalBody } from '@sous/contracts';

/** Where the beacon came from, read from the request rather than trusted from the body. */
export interface BeaconSource {
  /** The signed-in user, if any: the beacon is sent signed out too. */
  userId: string | null;
  userAgent: string | null;
  /** The page that measured the metric (the beacon's Referer). */
  url: string | null;
}

export class RecordWebVitalCommand extends Command<void> {
  constructor(
    readonly body: RecordWebVitalBody,
    readonly source: BeaconSource,
  ) {
    super();
  }
}
