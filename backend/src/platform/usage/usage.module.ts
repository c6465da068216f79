import { Global, Module } from '@nestjs/common';
import { UsageTracker } from './usage-tracker.js';

/** The recorder of outgoing external calls (api_usage_logs), for every module and platform client. */
@Global()
@Module({ providers: [UsageTracker], exports: [UsageTracker] })
export class UsageModule {}
