import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CommonItemsResponse } from '@sous/contracts';
import { ListCommonItemsQuery } from '../queries/list-common-items/list-common-items.query.js';

/** The catalogue onboarding offers (spec 000 §2, §7). */
@Controller('api/onboarding/common-items')
export class CommonItemsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<CommonItemsResponse> {
    return this.queries.execute(new ListCommonItemsQuery());
  }
}
