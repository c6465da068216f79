import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AuthErrorCode, type AuthProvider, signInProviderNames, signInProviders } from '@sous/contracts';
import type { HttpRequest } from '#platform/http/http-types.js';
import * as client from 'openid-client';
import { AppConfig } from '#config/app-config.js';
import { SessionService } from '#platform/auth/session.service.js';
import { SignInWithProviderCommand } from '../commands/sign-in-with-provider/sign-in-with-provider.command.js';
import type { ProviderProfile } from '../domain/provider-profile.js';
import { configuredProviders, type ProviderDefinition } from './oauth-providers.js';

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

export const authErrorUrl = (code: AuthErrorCode, provider: string) =>
  `/?${new URLSearchParams({ authError: code, provider }).toString()}`;

/**
 * The authorization-code flow with state, nonce and PKCE for Google, GitHub, X, Apple and a generic
 * OpenID Connect provider (openid-client). The round trip's secrets live in the session; the
 * callback finds or creates the user (SignInWithProviderCommand) and starts a fresh session.
 */
@Injectable()
export class OAuthFlow {
  private readonly logger = new Logger('OAuthFlow');
  private readonly definitions: Map<string, ProviderDefinition>;
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly commands: CommandBus,
  ) {
    this.definitions = new Map(configuredProviders(config).map((d) => [d.id, d]));
  }

  /** The five providers of the spec always (disabled when not configured), plus OIDC when configured. */
  providers(): AuthProvider[] {
    const listed: AuthProvider[] = signInProviders.map((id) => ({
      id,
      name: signInProviderNames[id],
      enabled: id === 'email' || this.definitions.has(id),
    }));
    const oidc = this.definitions.get('oidc');
    if (oidc) listed.push({ id: 'oidc', name: oidc.name, enabled: true });
    return listed;
  }

  /** The provider's authorization URL, or the landing page with an error when it is not configured. */
  async start(providerId: string, request: HttpRequest): Promise<string> {
    const definition = this.definitions.get(providerId);
    if (!definition) return authErrorUrl('provider_not_configured', providerId);
    try {
      const configuration = await this.configuration(definition);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      request.session.oauth = { provider: definition.id, state, codeVerifier, nonce };
      await this.sessions.save(request);
      const parameters: Record<string, string> = {
        redirect_uri: this.redirectUri(definition.id),
        scope: definition.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (definition.oidc) parameters.nonce = nonce;
      if (definition.responseMode) parameters.response_mode = definition.responseMode;
      return client.buildAuthorizationUrl(configuration, parameters).href;
    } catch (error) {
      this.logger.warn({ err: error, provider: definition.id }, 'Could not start the sign-in');
      return authErrorUrl('provider_failed', definition.id);
    }
  }

  /** Completes the round trip; answers where to send the browser. */
  async finish(request: HttpRequest): Promise<string> {
    const providerId = String(request.params.provider ?? '');
    const pending = request.session?.oauth;
    const definition = this.definitions.get(providerId);
    if (!definition) return authErrorUrl('provider_not_configured', providerId);
    if (!pending || pending.provider !== providerId) return authErrorUrl('provider_failed', providerId);
    delete request.session.oauth;
    try {
      const profile = await this.profile(definition, request, pending);
      const user = await this.commands.execute(new SignInWithProviderCommand(definition.id, profile));
      await this.sessions.start(request, user.id, definition.id);
      return '/';
    } catch (error) {
      this.logger.warn({ err: error, provider: providerId }, 'Sign-in with provider failed');
      return authErrorUrl('provider_failed', providerId);
    }
  }

  private async profile(
    definition: ProviderDefinition,
    request: HttpRequest,
    pending: { state: string; codeVerifier: string; nonce: string },
  ): Promise<ProviderProfile> {
    const configuration = await this.configuration(definition);
    // the URL the provider sent the browser to; a form_post callback carries its parameters in the body
    const currentUrl = new URL(this.redirectUri(definition.id));
    const source = request.method === 'POST' ? (request.body as Record<string, unknown>) : request.query;
    for (const [key, value] of Object.entries(source ?? {})) {
      if (typeof value === 'string') currentUrl.searchParams.set(key, value);
    }
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: definition.oidc ? pending.nonce : undefined,
      idTokenExpected: definition.oidc,
    });
    if (definition.fetchProfile) return definition.fetchProfile(tokens.access_token, fetch);
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider sent no ID token');
    let info: Record<string, unknown> = { ...claims };
    const server = configuration.serverMetadata();
    if (server.userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => null);
      if (userInfo) info = { ...info, ...userInfo };
    }
    return profileFromClaims(info, request);
  }

  private configuration(definition: ProviderDefinition): Promise<client.Configuration> {
    let cached = this.configurations.get(definition.id);
    if (!cached) {
      cached = this.discover(definition);
      // a failed discovery (provider down) is retried on the next sign-in
      cached.catch(() => this.configurations.delete(definition.id));
      this.configurations.set(definition.id, cached);
    }
    return cached;
  }

  private async discover(definition: ProviderDefinition): Promise<client.Configuration> {
    // a provider on this machine (tests, a local Keycloak) may speak plain http
    const insecure = isLoopback(definition.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    const auth = client.ClientSecretPost(definition.clientSecret());
    if (definition.endpoints) {
      const configuration = new client.Configuration(
        { issuer: definition.issuer, authorization_endpoint: definition.endpoints.authorization, token_endpoint: definition.endpoints.token },
        definition.clientId,
        undefined,
        auth,
      );
      if (insecure) client.allowInsecureRequests(configuration);
      return configuration;
    }
    return client.discovery(new URL(definition.issuer), definition.clientId, undefined, auth, insecure);
  }

  private redirectUri(providerId: string): string {
    return `${this.config.appUrl}/api/auth/callback/${providerId}`;
  }
}

/** OIDC claims (and Apple's one-time `user` form field with the name) to a profile. */
function profileFromClaims(claims: Record<string, unknown>, request: HttpRequest): ProviderProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const parts = (text(claims.name) ?? '').split(/\s+/).filter(Boolean);
    firstName = parts[0] ?? null;
    lastName = parts.slice(1).join(' ') || null;
  }
  const appleUser = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>).user : undefined;
  if (!firstName && typeof appleUser === 'string') {
    try {
      const parsed = JSON.parse(appleUser) as { name?: { firstName?: string; lastName?: string } };
      firstName = text(parsed.name?.firstName);
      lastName = text(parsed.name?.lastName);
    } catch {
      // Apple sends it only on the first sign-in; without it the names stay empty
    }
  }
  const email = text(claims.email)?.toLowerCase() ?? null;
  return {
    subject: String(claims.sub),
    email,
    // Apple sends the flag as a string
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName,
    lastName,
    profileImageUrl: text(claims.picture),
  };
}
