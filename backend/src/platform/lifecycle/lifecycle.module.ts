import { Global, Module } from '@nestjs/common';
import { GracefulShutdown } from './graceful-shutdown.js';

@Global()
@Module({ providers: [GracefulShutdown], exports: [GracefulShutdown] })
export class LifecycleModule {}
