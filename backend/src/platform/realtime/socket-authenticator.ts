import { Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';

export interface SocketIdentity {
  userId: string;
  householdId: string;
}

export type SocketHandshake = Socket['handshake'];

/**
 * Decides who a socket handshake belongs to; null refuses the connection. Replace the provider
 * (`{ provide: SocketAuthenticator, useClass: … }`) to change how sockets are authenticated.
 */
export abstract class SocketAuthenticator {
  abstract authenticate(handshake: SocketHandshake): Promise<SocketIdentity | null>;
}

/**
 * The default until sessions exist: issue 3 brings sign-in and replaces this with an authenticator
 * reading the session cookie. With no sessions there is nobody to admit, so every handshake is refused.
 */
@Injectable()
export class RefuseAllSocketAuthenticator extends SocketAuthenticator {
  authenticate(): Promise<SocketIdentity | null> {
    return Promise.resolve(null);
  }
}
