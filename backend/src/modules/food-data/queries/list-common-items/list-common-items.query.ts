import { Query } from '@nestjs/cqrs';
import type { CommonItemsResponse } from '@sous/contracts';

/** `GET /api/onboarding/common-items`: the catalogue grouped by category. */
export class ListCommonItemsQuery extends Query<CommonItemsResponse> {}
