import { Module } from '@nestjs/common';
import { RecordWebVitalHandler } from './commands/record-web-vital/record-web-vital.handler.js';
import { AnalyticsController } from './http/analytics.controller.js';

/** Web vitals and external-API usage logs. */
@Module({
  controllers: [AnalyticsController],
  providers: [RecordWebVitalHandler],
})
export class AnalyticsModule {}
