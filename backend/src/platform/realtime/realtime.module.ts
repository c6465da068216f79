import { Global, Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';
import { SessionSocketAuthenticator } from '../auth/session-socket.authenticator.js';
import { SocketAuthenticator } from './socket-authenticator.js';

/** Global: every module's domain-event handlers inject RealtimeService. */
@Global()
@Module({
  providers: [
    RealtimeGateway,
    RealtimeService,
    { provide: SocketAuthenticator, useClass: SessionSocketAuthenticator },
  ],
  // the gateway too: graceful shutdown closes its sockets
  exports: [RealtimeService, RealtimeGateway],
})
export class RealtimeModule {}
