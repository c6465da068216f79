import { Module } from '@nestjs/common';

/** Meal plans and the shopping list. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class PlanningModule {}
