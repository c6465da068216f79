import { Query } from '@nestjs/cqrs';
import type { DonorWallEntry } from '@sous/contracts';

export class ListDonorsQuery extends Query<DonorWallEntry[]> {}
