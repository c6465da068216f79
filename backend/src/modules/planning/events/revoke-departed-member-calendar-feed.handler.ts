import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { MemberJoinedHousehold } from '../../households/events/member-joined-household.event.js';
import { MemberLeftHousehold } from '../../households/events/member-left-household.event.js';
import { AccountDeleted } from '../../identity/events/account-deleted.event.js';

type MembershipEnded = MemberJoinedHousehold | MemberLeftHousehold | AccountDeleted;

/** The household the user no longer belongs to, whichever way they went. */
const householdLeft = (event: MembershipEnded) => (event instanceof AccountDeleted ? event.householdId : event.fromHouseholdId);

/**
 * Access follows membership (issue 32): the calendar feed URL a member made stops working when they
 * leave the household, move to another or delete their account; the household's meal times stay for
 * the next URL, as with a revoke. A URL another member made stays (the leaver was never shown it).
 * The feed query refuses a departed maker's URL by itself; this makes the revocation final, so a
 * member who comes back does not bring the old URL back with them.
 */
@EventsHandler(MemberJoinedHousehold, MemberLeftHousehold, AccountDeleted)
export class RevokeDepartedMemberCalendarFeedHandler implements IEventHandler<MembershipEnded> {
  constructor(private readonly orm: MikroORM) {}

  async handle(event: MembershipEnded): Promise<void> {
    // its own connection: the move's unit of work has committed, and an event has no request context
    await this.orm.em
      .getConnection()
      .execute(
        `update calendar_feeds set secret_hash = null, secret_created_at = null, secret_user_id = null, updated_at = now()
          where household_id = ? and secret_user_id = ?`,
        [householdLeft(event), event.userId],
      );
  }
}
