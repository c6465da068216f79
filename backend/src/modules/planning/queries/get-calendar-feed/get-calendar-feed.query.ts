import { Query } from '@nestjs/cqrs';

/** The `.ics` text of the feed whose URL carries `secret`; unknown and revoked secrets are 404. */
export class GetCalendarFeedQuery extends Query<string> {
  constructor(readonly secret: string) {
    super();
  }
}
