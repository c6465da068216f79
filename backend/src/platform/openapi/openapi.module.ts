import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiRouteExplorer } from './api-route-explorer.js';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiService } from './openapi.service.js';

/** `/api/openapi.json` and Swagger UI at `/api/docs`, both generated from the route registry. */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
  providers: [ApiRouteExplorer, OpenApiService],
  exports: [ApiRouteExplorer],
})
export class OpenApiModule {}
