import { Module } from '@nestjs/common';

/** Households, invitations and membership (issue 3). Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class HouseholdsModule {}
