import { Query } from '@nestjs/cqrs';
import type { WebVitalsSummary, webVitalsSummaryQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class GetWebVitalsSummaryQuery extends Query<WebVitalsSummary> {
  constructor(
    readonly actor: Actor,
    readonly range: z.output<typeof webVitalsSummaryQuery>,
  ) {
    super();
  }
}
