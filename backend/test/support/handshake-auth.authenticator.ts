import { Injectable } from '@nestjs/common';
import {
  SocketAuthenticator,
  type SocketHandshake,
  type SocketIdentity,
} from '#platform/realtime/socket-authenticator.js';

/** Tests say who a socket is in `auth`; a handshake without both ids is refused like a bad session. */
@Injectable()
export class HandshakeAuthAuthenticator extends SocketAuthenticator {
  authenticate(handshake: SocketHandshake): Promise<SocketIdentity | null> {
    const { userId, householdId } = handshake.auth as Partial<SocketIdentity>;
    return Promise.resolve(
      typeof userId === 'string' && typeof householdId === 'string' ? { userId, householdId } : null,
    );
  }
}
