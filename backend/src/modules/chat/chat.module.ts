import { Module } from '@nestjs/common';

/** The AI chef conversation. Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class ChatModule {}
