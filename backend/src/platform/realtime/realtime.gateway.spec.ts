import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { RealtimeGateway, type RealtimeServer } from './realtime.gateway.js';
import { SocketAuthenticator, type SocketIdentity } from './socket-authenticator.js';

type Middleware = (socket: FakeSocket, next: (error?: Error) => void) => void;

interface FakeSocket {
  handshake: { auth: Record<string, unknown> };
  data: unknown;
  rooms: string[];
  join(rooms: string[]): Promise<void>;
}

/** Runs the gateway's handshake middleware on a fake socket; resolves with what it passed to next. */
async function handshake(authenticator: SocketAuthenticator) {
  let middleware: Middleware | undefined;
  const server = { use: (fn: Middleware) => (middleware = fn), on: () => undefined } as unknown as RealtimeServer;
  new RealtimeGateway(authenticator).afterInit(server);
  const socket: FakeSocket = {
    handshake: { auth: {} },
    data: undefined,
    rooms: [],
    join(rooms) {
      this.rooms.push(...rooms);
      return Promise.resolve();
    },
  };
  const error = await new Promise<Error | undefined>((resolve) => middleware!(socket, resolve));
  return { error, socket };
}

const answering = (answer: () => Promise<SocketIdentity | null>) =>
  new (class extends SocketAuthenticator {
    authenticate = answer;
  })();

describe('RealtimeGateway handshake', () => {
  it("admits an authenticated socket into its user's and household's rooms", async () => {
    const { error, socket } = await handshake(answering(() => Promise.resolve({ userId: 'u1', householdId: 'h1' })));
    expect(error).toBeUndefined();
    expect(socket.rooms).toEqual(['user:u1', 'household:h1']);
    expect(socket.data).toEqual({ userId: 'u1', householdId: 'h1' });
  });

  it('refuses with "Unauthorized" when nobody is recognised', async () => {
    const { error, socket } = await handshake(answering(() => Promise.resolve(null)));
    expect(error?.message).toBe('Unauthorized');
    expect(socket.rooms).toEqual([]);
  });

  it('refuses, and logs, when the authenticator fails', async () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { error } = await handshake(answering(() => Promise.reject(new Error('session store down'))));
    expect(error?.message).toBe('Unauthorized');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
