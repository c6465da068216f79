import { Query } from '@nestjs/cqrs';
import type { FoodSearchResponse, UsdaSearchParams } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/usda/search`: the household's named products, the embedded database, FoodData Central live. */
export class SearchFoodsQuery extends Query<FoodSearchResponse> {
  constructor(
    readonly actor: Actor,
    readonly params: UsdaSearchParams,
  ) {
    super();
  }
}
