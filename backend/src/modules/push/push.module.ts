import { Module } from '@nestjs/common';
import { NotifyCookTimerHandler } from './commands/notify-cook-timer/notify-cook-timer.handler.js';
import { NotifyExpiringItemsHandler } from './commands/notify-expiring-items/notify-expiring-items.handler.js';
import { NotifyMemberJoinedHandler } from './commands/notify-member-joined/notify-member-joined.handler.js';
import { NotifyShoppingAdditionsHandler } from './commands/notify-shopping-additions/notify-shopping-additions.handler.js';
import { PerformPushActionHandler } from './commands/perform-push-action/perform-push-action.handler.js';
import { UpdatePushPreferencesHandler } from './commands/update-push-preferences/update-push-preferences.handler.js';
import { WebPushSender } from './adapters/web-push-sender.js';
import { PushSender } from './domain/ports/push-sender.port.js';
import { CookTimerPushScheduler } from './events/cook-timer-push-scheduler.js';
import { PushDispatcher } from './events/push-dispatcher.js';
import { CookTimerPushPruneJob } from './jobs/cook-timer-push-prune.job.js';
import { PushController } from './http/push.controller.js';
import { GetPushPreferencesHandler } from './queries/get-push-preferences/get-push-preferences.handler.js';
import { GetVapidPublicKeyHandler } from './queries/get-vapid-public-key/get-vapid-public-key.handler.js';

/** Web Push alerts while Sous is closed (issue 21): expiring food, store-mode shopping, household joins, cook-mode timers (issue 35). */
@Module({
  controllers: [PushController],
  providers: [
    // the Web Push protocol behind a port by role (issue 34)
    { provide: PushSender, useClass: WebPushSender },
    PushDispatcher,
    GetVapidPublicKeyHandler,
    GetPushPreferencesHandler,
    UpdatePushPreferencesHandler,
    PerformPushActionHandler,
    NotifyExpiringItemsHandler,
    NotifyShoppingAdditionsHandler,
    NotifyMemberJoinedHandler,
    NotifyCookTimerHandler,
    CookTimerPushScheduler,
    CookTimerPushPruneJob,
  ],
})
export class PushModule {}
