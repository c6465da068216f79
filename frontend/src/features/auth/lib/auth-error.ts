import { signInProviderNames, type AuthErrorCode } from '@sous/contracts';

function providerName(provider: string | null): string {
  if (!provider) return 'this provider';
  if (provider === 'oidc') return 'single sign-on';
  return (signInProviderNames as Record<string, string | undefined>)[provider] ?? provider;
}

/**
 * The landing page's alert for `/?authError=<code>&provider=<id>`, where a failed provider sign-in
 * lands. Unknown codes still get a readable sentence.
 */
export function describeAuthError(code: string, provider: string | null): string {
  const name = providerName(provider);
  switch (code as AuthErrorCode) {
    case 'provider_not_configured':
      return `Signing in with ${name} is not set up on this server. Choose another way to sign in, or ask whoever runs this server to set it up.`;
    case 'provider_failed':
      return `Signing in with ${name} did not complete. Please try again, or choose another way to sign in.`;
    case 'email_not_verified':
      return `Your ${name} account has no verified email address, which is needed to sign you in. Verify it with ${name}, or sign up with email.`;
    default:
      return 'Signing in did not complete. Please try again, or choose another way to sign in.';
  }
}
