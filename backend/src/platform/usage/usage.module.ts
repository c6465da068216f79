import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { UsageTracker } from './usage-tracker.js';

/**
 * The recorder of outgoing external calls, for every module and platform client. `log` is the module
 * that provides the UsageLog port (analytics owns the table); the composition root passes it.
 */
@Module({})
export class UsageModule {
  static register(log: Type): DynamicModule {
    return { module: UsageModule, global: true, imports: [log], providers: [UsageTracker], exports: [UsageTracker] };
  }
}
