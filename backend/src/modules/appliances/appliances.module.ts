import { Module } from '@nestjs/common';

/** Kitchen appliances and their categories. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class AppliancesModule {}
