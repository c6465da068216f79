import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '#config/app-config.js';
import { assignRequestId } from './request-id.js';

/** Structured JSON logs (pino); every line logged during a request carries its `reqId`. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          genReqId: assignRequestId,
          // health probes every few seconds would drown the useful lines
          autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
          // method and url only: headers carry cookies and tokens
          serializers: {
            req: (request: { id: unknown; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              url: request.url,
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
