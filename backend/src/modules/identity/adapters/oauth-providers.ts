import { createPrivateKey, sign } from 'node:crypto';
import type { AuthProviderId } from '@sous/contracts';
import type { AppConfig } from '#config/app-config.js';
import type { ProviderProfile } from '../domain/provider-profile.js';

export interface ProviderDefinition {
  id: Exclude<AuthProviderId, 'email'>;
  name: string;
  clientId: string;
  /** Apple's secret is a short-lived JWT made from the private key, hence a function. */
  clientSecret: () => string;
  scope: string;
  /** OpenID Connect: endpoints come from the issuer's discovery document and an ID token is expected. */
  issuer: string;
  oidc: boolean;
  /** Plain OAuth 2 providers: fixed endpoints. */
  endpoints?: { authorization: string; token: string };
  /** Apple answers with a form POST to the callback. */
  responseMode?: 'form_post';
  /** Reads the profile of a plain OAuth 2 provider from its API (OIDC providers' come from the ID token). */
  fetchProfile?: (accessToken: string, fetcher: typeof fetch) => Promise<ProviderProfile>;
}

const splitName = (name: string | null | undefined): [string | null, string | null] => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null];
  return [parts[0], parts.slice(1).join(' ') || null];
};

async function getJson<T>(fetcher: typeof fetch, url: string, accessToken: string): Promise<T> {
  const response = await fetcher(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Sous' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function githubProfile(accessToken: string, fetcher: typeof fetch): Promise<ProviderProfile> {
  const user = await getJson<{ id: number; name: string | null; login: string; avatar_url: string | null }>(
    fetcher,
    'https://api.github.com/user',
    accessToken,
  );
  const emails = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(
    fetcher,
    'https://api.github.com/user/emails',
    accessToken,
  ).catch(() => []);
  const primary = emails.find((e) => e.primary) ?? emails.find((e) => e.verified) ?? null;
  const [firstName, lastName] = splitName(user.name ?? user.login);
  return {
    subject: String(user.id),
    email: primary?.email.toLowerCase() ?? null,
    emailVerified: primary?.verified ?? false,
    firstName,
    lastName,
    profileImageUrl: user.avatar_url,
  };
}

async function xProfile(accessToken: string, fetcher: typeof fetch): Promise<ProviderProfile> {
  const { data } = await getJson<{ data: { id: string; name?: string; profile_image_url?: string } }>(
    fetcher,
    'https://api.x.com/2/users/me?user.fields=profile_image_url',
    accessToken,
  );
  const [firstName, lastName] = splitName(data.name);
  // X does not disclose an address
  return { subject: data.id, email: null, emailVerified: false, firstName, lastName, profileImageUrl: data.profile_image_url ?? null };
}

/** Apple's client secret: an ES256 JWT signed with the team's key, valid for 5 minutes. */
function appleClientSecret(apple: NonNullable<AppConfig['oauth']['apple']>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'ES256', kid: apple.keyId });
  const payload = encode({ iss: apple.teamId, iat: now, exp: now + 300, aud: 'https://appleid.apple.com', sub: apple.clientId });
  const key = createPrivateKey(apple.privateKey.replace(/\\n/g, '\n'));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** The configured providers, in the landing page's order. */
export function configuredProviders(config: AppConfig): ProviderDefinition[] {
  const { google, github, x, apple, oidc } = config.oauth;
  const list: ProviderDefinition[] = [];
  if (google) {
    list.push({ id: 'google', name: 'Google', clientId: google.clientId, clientSecret: () => google.clientSecret, scope: 'openid email profile', issuer: 'https://accounts.google.com', oidc: true });
  }
  if (github) {
    list.push({
      id: 'github', name: 'GitHub', clientId: github.clientId, clientSecret: () => github.clientSecret, scope: 'read:user user:email', issuer: 'https://github.com', oidc: false,
      endpoints: { authorization: 'https://github.com/login/oauth/authorize', token: 'https://github.com/login/oauth/access_token' },
      fetchProfile: githubProfile,
    });
  }
  if (x) {
    list.push({
      id: 'x', name: 'X', clientId: x.clientId, clientSecret: () => x.clientSecret, scope: 'users.read tweet.read', issuer: 'https://x.com', oidc: false,
      endpoints: { authorization: 'https://x.com/i/oauth2/authorize', token: 'https://api.x.com/2/oauth2/token' },
      fetchProfile: xProfile,
    });
  }
  if (apple) {
    list.push({ id: 'apple', name: 'Apple', clientId: apple.clientId, clientSecret: () => appleClientSecret(apple), scope: 'openid email name', issuer: 'https://appleid.apple.com', oidc: true, responseMode: 'form_post' });
  }
  if (oidc) {
    list.push({ id: 'oidc', name: oidc.name, clientId: oidc.clientId, clientSecret: () => oidc.clientSecret, scope: 'openid email profile', issuer: oidc.issuer, oidc: true });
  }
  return list;
}
