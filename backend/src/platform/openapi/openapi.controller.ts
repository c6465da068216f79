import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators.js';
import { NotFoundError } from '../errors/domain-error.js';
import { OpenApiService } from './openapi.service.js';
import { swaggerUiAssets, swaggerUiHtml, swaggerUiInitializer } from './swagger-ui-page.js';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

@Public()
@Controller('api')
export class OpenApiController {
  private readonly files = new Map<string, Buffer>();

  constructor(private readonly openApi: OpenApiService) {}

  @Get('openapi.json')
  document(): unknown {
    return this.openApi.document();
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return swaggerUiHtml;
  }

  @Get('docs/:asset')
  asset(@Param('asset') asset: string, @Res() response: Response): void {
    if (asset === 'sous-initializer.js') {
      response.type('text/javascript; charset=utf-8').send(swaggerUiInitializer);
      return;
    }
    const type = Object.hasOwn(swaggerUiAssets, asset) ? swaggerUiAssets[asset] : undefined;
    if (!type) throw new NotFoundError('platform.not-found');
    let file = this.files.get(asset);
    if (!file) {
      file = readFileSync(join(swaggerUiDir, asset));
      this.files.set(asset, file);
    }
    response.setHeader('cache-control', 'public, max-age=86400');
    response.type(type).send(file);
  }
}
