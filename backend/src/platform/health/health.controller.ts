import { Controller, Get, Res } from '@nestjs/common';
import { Public } from '../auth/auth.decorators.js';
import { HealthService, type HealthReport } from './health.service.js';
import { type ReadinessReport, ReadinessService } from './readiness.service.js';

/** Status codes are set on the adapter's reply, which both Express and Fastify expose as `status`. */
interface StatusReply {
  status(code: number): unknown;
}

@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: ReadinessService,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) reply: StatusReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /** Liveness: the process answers. Nothing else is asked, so a database outage never restarts it. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 503 while this process should get no traffic (see ReadinessService). */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: StatusReply): Promise<ReadinessReport> {
    const report = await this.readiness.check();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
