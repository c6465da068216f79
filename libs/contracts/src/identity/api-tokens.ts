import { z } from 'zod';
import { nameText } from '../text-fields.js';

/** What a personal access token may do: `read` calls GET/HEAD only; `read-write` acts as the user. */
export const apiTokenScopes = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Every secret starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const apiTokenSecretPrefix = 'sous_pat_';
/** How many characters after `sous_pat_` a token list shows to recognise a token by. */
export const apiTokenPrefixLength = 8;
export const maxApiTokensPerUser = 50;
export const maxApiTokenDays = 365;

export const apiTokenMessages = {
  limitReached: `You can hold at most ${maxApiTokensPerUser} API tokens; revoke one first`,
  notFound: 'API token not found',
  invalid: 'This API token is not valid, has expired or was revoked',
  malformed: 'The Authorization header must be "Bearer sous_pat_…" with a personal access token',
  readOnly: 'This API token has the read scope and can only read (GET); create a read-write token to make changes',
  exportNeedsReadWrite: 'Downloading all your data needs a read-write API token; this one has the read scope',
  sessionOnly: 'API tokens are managed from a signed-in session (Settings), not with an API token',
  cannotSignIn: 'An API token cannot sign in or start a session',
} as const;

/** `POST /api/tokens`: `expiresInDays` null or absent means the token never expires. */
export const createApiTokenBody = z.object({
  name: nameText(80),
  scope: z.enum(apiTokenScopes, { error: 'must be "read" or "read-write"' }),
  expiresInDays: z
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(maxApiTokenDays, `must be at most ${maxApiTokenDays}`)
    .nullish(),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBody>;

/** A token as listed: never its secret, only the first characters after `sous_pat_`. */
export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of `POST /api/tokens`: the secret, this once, beside its row. */
export const createdApiToken = z.object({ token: z.string(), apiToken });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
