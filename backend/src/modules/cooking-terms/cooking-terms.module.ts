import { Module } from '@nestjs/common';

/** The cooking-terms glossary. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class CookingTermsModule {}
