import { Module } from '@nestjs/common';
import { UsageLog } from '#platform/usage/usage-log.js';
import { SqlUsageLog } from './database/sql-usage-log.js';

/** analytics' table as platform/usage's UsageLog port (issue 34); the composition root hands it to UsageModule.register. */
@Module({ providers: [{ provide: UsageLog, useClass: SqlUsageLog }], exports: [UsageLog] })
export class AnalyticsUsageModule {}
