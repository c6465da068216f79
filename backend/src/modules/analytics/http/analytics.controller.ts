import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { recordWebVitalBody, type RecordWebVitalBody, type WebVitalsSummary, webVitalsSummaryQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, OptionalActor, Public, Roles } from '#platform/auth/auth.decorators.js';
import { JsonTextPipe } from '#platform/http/json-text.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { RecordWebVitalCommand } from '../commands/record-web-vital/record-web-vital.command.js';
import { GetWebVitalsSummaryQuery } from '../queries/get-web-vitals-summary/get-web-vitals-summary.query.js';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The web-vitals beacon (spec 001 §7). */
  @Public()
  @Post()
  @HttpCode(204)
  async record(
    @Body(JsonTextPipe, zod(recordWebVitalBody)) body: RecordWebVitalBody,
    @Headers('user-agent') userAgent: string | undefined,
    @Headers('referer') referer: string | undefined,
    @OptionalActor() actor: Actor | undefined,
  ): Promise<void> {
    await this.commands.execute(
      new RecordWebVitalCommand(body, { userId: actor?.userId ?? null, userAgent: userAgent ?? null, url: referer ?? null }),
    );
  }

  /** Admin: p75 of each metric, overall and per page. */
  @Get('web-vitals')
  @Roles('admin')
  webVitals(@CurrentActor() actor: Actor, @Query(zod(webVitalsSummaryQuery)) query: z.output<typeof webVitalsSummaryQuery>): Promise<WebVitalsSummary> {
    return this.queries.execute(new GetWebVitalsSummaryQuery(actor, query));
  }
}
