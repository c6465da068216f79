import { Logger, Optional } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { rooms, type ServerToClientListeners } from '@sous/contracts';
import type { Server, Socket } from 'socket.io';
import { AppConfig } from '#config/app-config.js';
import { isOwnOrigin } from '../auth/csrf.middleware.js';
import { Metrics } from '../metrics/metrics.service.js';
import { SocketAuthenticator, type SocketIdentity } from './socket-authenticator.js';

/** Clients only listen: every change goes through REST, and events come back to every device. */
type NoEvents = Record<never, never>;
export type RealtimeServer = Server<NoEvents, ServerToClientListeners, NoEvents, SocketIdentity>;
type RealtimeSocket = Socket<NoEvents, ServerToClientListeners, NoEvents, SocketIdentity>;

export const unauthorizedMessage = 'Unauthorized';
export const crossSiteMessage = 'Cross-site connection refused';

/**
 * The one Socket.IO gateway (DESIGN §3). A handshake is admitted only when the SocketAuthenticator
 * names its user; the socket then joins `user:<id>` and `household:<id>`. Emitting goes through
 * RealtimeService, never through sockets directly.
 */
@WebSocketGateway({ serveClient: false })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer> {
  @WebSocketServer()
  server: RealtimeServer;

  private readonly logger = new Logger('RealtimeGateway');

  constructor(
    private readonly authenticator: SocketAuthenticator,
    @Optional() private readonly metrics?: Metrics,
    @Optional() private readonly config?: AppConfig,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(unauthorizedMessage)),
      );
    });
    server.on('connection', (socket) => {
      this.metrics?.socketsConnected.inc();
      socket.once('disconnect', () => this.metrics?.socketsConnected.dec());
    });
  }

  private async admit(socket: RealtimeSocket): Promise<void> {
    // DESIGN §7: the REST CSRF rule; a page of another site must not open the household's stream
    if (this.config && !this.sameOrigin(socket)) throw new Error(crossSiteMessage);
    let identity: SocketIdentity | null;
    try {
      identity = await this.authenticator.authenticate(socket.handshake);
    } catch (error) {
      this.logger.error({ err: error }, 'Socket authentication failed');
      identity = null;
    }
    // the client sees `connect_error` with this message and stops, like a 401
    if (!identity) throw new Error(unauthorizedMessage);
    socket.data = identity;
    await socket.join([rooms.user(identity.userId), rooms.household(identity.householdId)]);
  }

  /** No Origin (native clients) passes; a browser's must be the address it connected to or APP_URL. */
  private sameOrigin(socket: RealtimeSocket): boolean {
    const { origin, host } = socket.handshake.headers;
    if (origin === undefined) return true;
    const ownOrigin = host ? `${socket.handshake.secure ? 'https' : 'http'}://${host}` : null;
    return isOwnOrigin(origin, ownOrigin, this.config!.appUrl);
  }
}
