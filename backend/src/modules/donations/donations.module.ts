import { Module } from '@nestjs/common';

/** Stripe donations. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class DonationsModule {}
