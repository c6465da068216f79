import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { recordWebVitalBody, type RecordWebVitalBody } from '@sous/contracts';
import type { Actor } from '../../../platform/auth/actor.js';
import { OptionalActor, Public } from '../../../platform/auth/auth.decorators.js';
import { JsonTextPipe } from '../../../platform/http/json-text.pipe.js';
import { zod } from '../../../platform/http/zod.pipe.js';
import { RecordWebVitalCommand } from '../commands/record-web-vital/record-web-vital.command.js';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly commands: CommandBus) {}

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
}
