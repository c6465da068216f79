import { Query } from '@nestjs/cqrs';
import type { DonationsConfig } from '@sous/contracts';

export class GetDonationsConfigQuery extends Query<DonationsConfig> {}
