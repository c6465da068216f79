import type { Actor } from './actor.js';

/**
 * Who a user id is right now: read on every authenticated request and handshake, so a household
 * move or a role change applies at once, and a deleted user is nobody.
 *
 * A port (issue 34): the users table is identity's, so identity implements it
 * (modules/identity/database/sql-actor-resolver.ts) and hands it to AuthPlatformModule.register.
 */
export abstract class ActorResolver {
  abstract resolve(userId: string): Promise<Actor | null>;
}
