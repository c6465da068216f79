import { Injectable } from '@nestjs/common';
import { SocketAuthenticator, type SocketHandshake, type SocketIdentity } from '../realtime/socket-authenticator.js';
import { ActorResolver } from './actor-resolver.js';
import { SessionService } from './session.service.js';

/** A socket is whoever the session cookie of its handshake signs in; no session, no socket. */
@Injectable()
export class SessionSocketAuthenticator extends SocketAuthenticator {
  constructor(
    private readonly sessions: SessionService,
    private readonly actors: ActorResolver,
  ) {
    super();
  }

  async authenticate(handshake: SocketHandshake): Promise<SocketIdentity | null> {
    const userId = await this.sessions.userIdFromCookieHeader(handshake.headers.cookie);
    const actor = userId ? await this.actors.resolve(userId) : null;
    return actor ? { userId: actor.userId, householdId: actor.householdId } : null;
  }
}
