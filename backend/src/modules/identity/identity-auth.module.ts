import { Module } from '@nestjs/common';
import { ActorResolver } from '#platform/auth/actor-resolver.js';
import { ApiTokenResolver } from '#platform/auth/api-token-resolver.js';
import { SessionRecords } from '#platform/auth/session-records.js';
import { SqlActorResolver } from './database/sql-actor-resolver.js';
import { SqlApiTokenResolver } from './database/sql-api-token-resolver.js';
import { SqlSessionRecords } from './database/sql-session-records.js';

/**
 * What platform/auth needs of identity's tables, as its ports (issue 34): the composition root hands
 * this module to AuthPlatformModule.register, so platform/ neither imports identity nor runs SQL on
 * its tables. Kept apart from IdentityModule, whose controllers themselves need the session service.
 */
@Module({
  providers: [
    { provide: ActorResolver, useClass: SqlActorResolver },
    { provide: ApiTokenResolver, useClass: SqlApiTokenResolver },
    { provide: SessionRecords, useClass: SqlSessionRecords },
  ],
  exports: [ActorResolver, ApiTokenResolver, SessionRecords],
})
export class IdentityAuthModule {}
