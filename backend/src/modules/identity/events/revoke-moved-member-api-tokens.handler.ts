import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { MemberJoinedHousehold } from '../../households/events/member-joined-household.event.js';
import { MemberLeftHousehold } from '../../households/events/member-left-household.event.js';

/**
 * Access follows membership (issue 32): a member who leaves or moves loses the API tokens they made
 * in that household. A token handed to an integration of the old kitchen must neither keep reading
 * it nor start reading or writing the new one, which never agreed to that integration. Deleted like
 * a revoke, so they vanish from the token list too; the resolver already refuses them from the
 * commit of the move on (their household is no longer the user's), this makes it final.
 */
@EventsHandler(MemberJoinedHousehold, MemberLeftHousehold)
export class RevokeMovedMemberApiTokensHandler implements IEventHandler<MemberJoinedHousehold | MemberLeftHousehold> {
  constructor(private readonly orm: MikroORM) {}

  async handle({ userId, fromHouseholdId }: MemberJoinedHousehold | MemberLeftHousehold): Promise<void> {
    // its own connection: the request's unit of work has committed, and an event has no request context
    await this.orm.em.getConnection().execute('delete from api_tokens where user_id = ? and household_id = ?', [userId, fromHouseholdId]);
  }
}
