import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiNotFound } from './api-not-found.js';
import { HttpExceptionFilter } from './http-exception.filter.js';

@Module({
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }, ApiNotFound],
})
export class HttpPlatformModule {}
