import { Module } from '@nestjs/common';
import { RecordWebVitalHandler } from './commands/record-web-vital/record-web-vital.handler.js';
import { AnalyticsController } from './http/analytics.controller.js';
import { GetWebVitalsSummaryHandler } from './queries/get-web-vitals-summary/get-web-vitals-summary.handler.js';

/** Web vitals (the beacon and the admin summary); external-API usage is recorded by platform/usage. */
@Module({
  controllers: [AnalyticsController],
  providers: [RecordWebVitalHandler, GetWebVitalsSummaryHandler],
})
export class AnalyticsModule {}
