import { Command } from '@nestjs/cqrs';
import type { RecordWebVitalBody } from '@sous/contracts';

/** Where the beacon came from, read from the request rather than trusted from the body. */
export interface BeaconSource {
  /** null until sign-in exists (issue 3), then the signed-in user if any. */
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
