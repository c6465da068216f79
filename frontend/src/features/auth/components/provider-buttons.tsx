import { signInProviderNames, signInProviders, type AuthProvider, type AuthProviderId } from '@sous/contracts';
import { Apple, KeyRound, Mail } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuthProviders } from '@/lib/api/auth-providers';
import { assignLocation } from '@/lib/browser-location';
import { cn } from '@/lib/utils';
import { rememberAuthTab } from '../lib/auth-tab';

export type ProviderId = AuthProviderId;

/** Provider marks: lucide has no brand logos, so brands without a lucide icon get a monogram. */
const marks: Record<ProviderId, ReactNode> = {
  google: 'G',
  github: 'GH',
  x: 'X',
  apple: <Apple className="size-4" />,
  email: <Mail className="size-4" />,
  oidc: <KeyRound className="size-4" />,
};

export const loginUrl = (provider: ProviderId) => `/api/login?provider=${provider}`;

export const unavailableReason = 'Not set up on this server';

interface ProviderChoice {
  id: ProviderId;
  name: string;
  available: boolean;
}

/**
 * The spec's five providers, in its order, each marked available or not by the server's list.
 * Until that list arrives (or if it cannot be read) all five are offered: the sign-in route itself
 * explains a provider that is not configured. A self-hoster's OpenID Connect provider follows when
 * the server has one.
 */
export function providerChoices(server: readonly AuthProvider[] | undefined): ProviderChoice[] {
  const choices: ProviderChoice[] = signInProviders.map((id) => ({
    id,
    name: signInProviderNames[id],
    available: id === 'email' || !server || server.some((p) => p.id === id && p.enabled),
  }));
  const oidc = server?.find((p) => p.id === 'oidc' && p.enabled);
  if (oidc) choices.push({ id: 'oidc', name: oidc.name, available: true });
  return choices;
}

/**
 * The sign-in choices (spec 000 §2). Choosing one shows a spinner on it and disables them all
 * while the browser leaves for the sign-in route. A provider the server has not set up stays in
 * the list, says so, and cannot be chosen.
 */
export function ProviderButtons({ verb }: { verb: 'Sign up' | 'Log in' }) {
  const [chosen, setChosen] = useState<ProviderId | null>(null);
  const { data: server } = useAuthProviders();
  const reasonId = useId();

  // Navigate after the spinner state has rendered, so the choice is visible while the page unloads.
  useEffect(() => {
    if (chosen) assignLocation(loginUrl(chosen));
  }, [chosen]);

  // Coming back with the browser's Back button restores this page from the back/forward cache as
  // it was left: spinning and disabled. Offer the choices again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setChosen(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <div className="flex flex-col gap-2.5">
      {providerChoices(server).map(({ id, name, available }) => {
        const busy = chosen === id;
        return (
          <Button
            key={id}
            variant="outline"
            size="lg"
            className={cn(
              'h-auto w-full justify-start gap-3 py-2 font-medium',
              // Unavailable: quieter but still readable (the reason must meet contrast), not clickable.
              !available && 'cursor-not-allowed border-dashed bg-muted/40 text-muted-foreground hover:bg-muted/40 hover:text-muted-foreground',
            )}
            disabled={chosen !== null}
            aria-disabled={!available || undefined}
            aria-describedby={available ? undefined : `${reasonId}-${id}`}
            aria-busy={busy || undefined}
            onClick={() => {
              if (!available) return;
              rememberAuthTab(verb === 'Sign up' ? 'sign-up' : 'log-in');
              setChosen(id);
            }}
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full border bg-background text-[0.6875rem] font-bold tracking-tight"
            >
              {busy ? <Spinner className="size-4 text-primary" /> : marks[id]}
            </span>
            <span className="flex min-w-0 flex-1 flex-col items-start text-left">
              <span>
                {verb} with {name}
              </span>
              {!available && (
                // Hidden from the name, read as the button's description.
                <span id={`${reasonId}-${id}`} aria-hidden className="text-xs font-normal whitespace-normal text-muted-foreground">
                  {unavailableReason}
                </span>
              )}
            </span>
            {busy && <span className="sr-only">Redirecting to {name}…</span>}
          </Button>
        );
      })}
    </div>
  );
}
