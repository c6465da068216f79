import { Module } from '@nestjs/common';

/** The cookbook and recipe generation. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class RecipesModule {}
