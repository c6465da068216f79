import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '#config/app-config.js';
import { requestPath } from '../http/normalised-path.js';

/** Paths the browser app never owns: the API and the socket transport. */
const isServerPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/socket.io' || path.startsWith('/socket.io/');

/**
 * Serves the built frontend (STATIC_DIR). Registered in onModuleInit, i.e. after every controller
 * route, so routes always win over files:
 *  - hashed `/assets/*` are cached for a year, every other file is revalidated;
 *  - any other GET outside /api and /socket.io gets index.html, so client-side routes such as
 *    /storage/fridge load the app.
 */
@Injectable()
export class StaticFiles implements OnModuleInit {
  private readonly logger = new Logger('StaticFiles');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter as ExpressAdapter;
    const root = this.config.staticDir;
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) {
      this.logger.warn(`No built frontend at ${root} (run \`npm run build\`): serving the API only`);
      return;
    }
    const assets = join(root, 'assets') + sep;
    app.useStaticAssets(root, {
      index: false,
      setHeaders: (response: ServerResponse, file: string) => {
        // file names under assets/ carry a content hash: a changed file is a new URL
        response.setHeader(
          'Cache-Control',
          file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.use((request: Request, response: Response, next: NextFunction) => {
      const spaRoute =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isServerPath(requestPath(request)) &&
        // a missing hashed file is a stale page asking for an old build: a 404, not HTML
        !requestPath(request).startsWith('/assets/');
      if (!spaRoute) return next();
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexFile, (error) => {
        if (error) next(error);
      });
    });
  }
}
