import { Query } from '@nestjs/cqrs';
import type { ApplianceCategory } from '@sous/contracts';

/** `GET /api/appliance-categories`: the instance's category tree, flat, by sort order. */
export class ListApplianceCategoriesQuery extends Query<ApplianceCategory[]> {}
