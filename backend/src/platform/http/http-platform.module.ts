import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiNotFound } from './api-not-found.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { IdempotencyPruneJob } from './idempotency-prune.job.js';
import { IdempotencyStore } from './idempotency.store.js';

@Module({
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }, ApiNotFound, IdempotencyStore, IdempotencyPruneJob],
  exports: [IdempotencyStore],
})
export class HttpPlatformModule {}
