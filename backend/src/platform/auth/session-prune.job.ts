import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SessionService } from './session.service.js';

const everyHourMs = 60 * 60 * 1000;

/**
 * Deletes expired sessions hourly. Idempotent, so every process of a cluster may run it: no lock
 * needed (expired rows already read as no session).
 */
@Injectable()
export class SessionPruneJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionPruneJob');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly sessions: SessionService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), everyHourMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async run(): Promise<number> {
    try {
      const pruned = await this.sessions.store.prune();
      if (pruned > 0) this.logger.log(`Pruned ${pruned} expired session(s)`);
      return pruned;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not prune expired sessions');
      return 0;
    }
  }
}
