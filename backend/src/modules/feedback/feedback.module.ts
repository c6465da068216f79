import { Module } from '@nestjs/common';

/** Feedback and its analytics. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class FeedbackModule {}
