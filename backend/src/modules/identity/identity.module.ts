import { Module } from '@nestjs/common';

/** Users, sessions and push tokens (issue 3). Its entities are in domain/; commands, queries and controllers arrive with its issue. */
@Module({})
export class IdentityModule {}
