import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.service.js';

/** Global: the realtime service, the AI client and bootstrap's middleware record into it. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
