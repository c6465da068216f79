import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { PasswordResetCompleted } from './password-reset-completed.event.js';

/** The sessions ended with the reset; the sockets they opened go too (their reconnects are refused). */
@EventsHandler(PasswordResetCompleted)
export class DisconnectResetUserHandler implements IEventHandler<PasswordResetCompleted> {
  constructor(private readonly realtime: RealtimeService) {}

  handle({ userId }: PasswordResetCompleted): void {
    this.realtime.disconnectUser(userId);
  }
}
