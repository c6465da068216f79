import { Global, Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';
import { RefuseAllSocketAuthenticator, SocketAuthenticator } from './socket-authenticator.js';

/** Global: every module's domain-event handlers inject RealtimeService. */
@Global()
@Module({
  providers: [
    RealtimeGateway,
    RealtimeService,
    // issue 3 swaps in the session-cookie authenticator here
    { provide: SocketAuthenticator, useClass: RefuseAllSocketAuthenticator },
  ],
  exports: [RealtimeService],
})
export class RealtimeModule {}
