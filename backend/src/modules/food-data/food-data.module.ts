import { Module } from '@nestjs/common';

/** The food database, FoodData Central cache, common items and barcodes. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class FoodDataModule {}
