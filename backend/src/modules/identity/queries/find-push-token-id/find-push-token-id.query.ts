import { Query } from '@nestjs/cqrs';

/** Handled by identity: the id of the user's own push token of this platform, or null (anyone else's is unknown). */
export class FindPushTokenIdQuery extends Query<string | null> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly platform: string,
  ) {
    super();
  }
}
