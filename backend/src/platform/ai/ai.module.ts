import { Global, Module } from '@nestjs/common';
import { AiClient } from './ai-client.js';

/** The optional model, for every module that can do better with one. */
@Global()
@Module({ providers: [AiClient], exports: [AiClient] })
export class AiModule {}
