import type { ApiTokenScope } from '@sous/contracts';
import type { Actor } from './actor.js';

export interface ApiTokenCaller {
  actor: Actor;
  tokenId: string;
  scope: ApiTokenScope;
}

/**
 * Who a personal access token acts as right now, or nobody when the token is unknown, revoked or
 * expired, or its user has left the household it was made in.
 *
 * A port (issue 34): the api_tokens and users tables are identity's, so identity implements it
 * (modules/identity/database/sql-api-token-resolver.ts) and hands it to AuthPlatformModule.register.
 */
export abstract class ApiTokenResolver {
  /** `token` is the secret as the client sent it; the implementation compares its hash (bearer-token.ts). */
  abstract resolve(token: string): Promise<ApiTokenCaller | null>;
}
