import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { LOG_DESTINATION, RequestLog } from './request-log.js';

/**
 * Structured JSON logs (pino); every line logged during a request carries its `reqId`. The request
 * log middleware is ours (RequestLog), mounted first by bootstrap; nestjs-pino only binds each
 * request's logger for the app's own lines (`useExisting`) and logs outside requests through the
 * same logger.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      providers: [RequestLog, { provide: LOG_DESTINATION, useValue: null }],
      inject: [RequestLog],
      useFactory: (log: RequestLog) => ({ pinoHttp: { logger: log.logger }, useExisting: true }),
    }),
  ],
})
export class LoggingModule {}
