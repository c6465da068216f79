import { Query } from '@nestjs/cqrs';
import type { NutritionSummary } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetNutritionSummaryQuery extends Query<NutritionSummary> {
  constructor(
    readonly actor: Actor,
    /** "Now", for tests; the summary's today, week and month follow it. */
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
