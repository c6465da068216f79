import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';

/** Makes the configuration parsed at boot injectable everywhere as `AppConfig`. */
@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
