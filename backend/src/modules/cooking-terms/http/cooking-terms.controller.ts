import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CookingTerm } from '@sous/contracts';
import { ListCookingTermsQuery } from '../queries/list-cooking-terms/list-cooking-terms.query.js';

@Controller('api/cooking-terms')
export class CookingTermsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<CookingTerm[]> {
    return this.queries.execute(new ListCookingTermsQuery());
  }
}
