import { Injectable } from '@nestjs/common';
import { ApiRouteExplorer } from './api-route-explorer.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

const apiVersion = '1.0.0';

/** Builds the document once, on first request: the routes do not change while the process runs. */
@Injectable()
export class OpenApiService {
  private cached: OpenApiDocument | undefined;

  constructor(private readonly explorer: ApiRouteExplorer) {}

  document(): OpenApiDocument {
    this.cached ??= buildOpenApiDocument(this.explorer.routes(), apiVersion);
    return this.cached;
  }
}
