import { Module } from '@nestjs/common';
import { EndCookSessionHandler } from './commands/end-cook-session/end-cook-session.handler.js';
import { StartCookSessionHandler } from './commands/start-cook-session/start-cook-session.handler.js';
import { UpdateCookSessionHandler } from './commands/update-cook-session/update-cook-session.handler.js';
import { PushCookSessionChangesHandler } from './events/push-cook-session-changes.handler.js';
import { CookSessionsController } from './http/cook-sessions.controller.js';
import { GetActiveCookSessionHandler } from './queries/get-active-cook-session/get-active-cook-session.handler.js';
import { ListRunningCookTimersHandler } from './queries/list-running-cook-timers/list-running-cook-timers.handler.js';

/** Cook mode (issue 35): the household's running cook session, followed live by every device. */
@Module({
  controllers: [CookSessionsController],
  providers: [StartCookSessionHandler, UpdateCookSessionHandler, EndCookSessionHandler, GetActiveCookSessionHandler, ListRunningCookTimersHandler, PushCookSessionChangesHandler],
})
export class CookSessionsModule {}
