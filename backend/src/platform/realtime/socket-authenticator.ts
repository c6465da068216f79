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
