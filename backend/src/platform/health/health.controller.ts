import { Controller, Get, Res } from '@nestjs/common';
import { Public } from '../auth/auth.decorators.js';
import { HealthService, type HealthReport } from './health.service.js';

/** Status codes are set on the adapter's reply, which both Express and Fastify expose as `status`. */
interface StatusReply {
  status(code: number): unknown;
}

@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async check(@Res({ passthrough: true }) reply: StatusReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
