import { Query } from '@nestjs/cqrs';
import type { CookMealResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/meal-plans/:id/cook-preview`: what Cook would take and lack now, in Cook's own answer. */
export class PreviewCookQuery extends Query<CookMealResponse> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
