import { Module } from '@nestjs/common';

/** Storage locations and the food in them. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class InventoryModule {}
