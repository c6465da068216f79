import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { type ErrorCode, messages } from '@sous/contracts';

/**
 * Unknown `/api/*` routes answer 404 `{ message: 'Not found', code: 'platform.not-found' }` as JSON, never the app's HTML.
 * Registered in onModuleInit, after every controller route, so it only sees what none matched.
 */
@Injectable()
export class ApiNotFound implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter as ExpressAdapter;
    app.use('/api', (_request: Request, response: Response) => {
      response.status(404).json({ message: messages.notFound, code: 'platform.not-found' satisfies ErrorCode });
    });
  }
}
