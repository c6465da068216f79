import { z } from 'zod';

/** Ids of every sign-in provider Sous knows: the spec's five plus a self-hoster's OpenID Connect. */
export const authProviderIds = ['google', 'github', 'x', 'apple', 'email', 'oidc'] as const;
export type AuthProviderId = (typeof authProviderIds)[number];

/** One row of `GET /api/auth/providers`: the five spec providers always, `oidc` when configured. */
export const authProvider = z.object({
  id: z.enum(authProviderIds),
  name: z.string(),
  enabled: z.boolean(),
});
export type AuthProvider = z.infer<typeof authProvider>;
export const authProvidersResponse = z.array(authProvider);

/** Query the landing page reads after a failed provider sign-in: `/?authError=…&provider=…`. */
export const authErrorCodes = ['provider_not_configured', 'provider_failed', 'email_not_verified'] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
