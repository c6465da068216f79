import { signInProviderNames, signInProviders } from '@sous/contracts';
import { Apple, Mail } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { assignLocation } from '@/lib/browser-location';

export type ProviderId = (typeof signInProviders)[number];

/** Provider marks: lucide has no brand logos, so brands without a lucide icon get a monogram. */
const marks: Record<ProviderId, ReactNode> = {
  google: 'G',
  github: 'GH',
  x: 'X',
  apple: <Apple className="size-4" />,
  email: <Mail className="size-4" />,
};

export const loginUrl = (provider: ProviderId) => `/api/login?provider=${provider}`;

/**
 * The five sign-in choices (spec 000 §2). Choosing one shows a spinner on it and disables them all
 * while the browser leaves for the sign-in route.
 */
export function ProviderButtons({ verb }: { verb: 'Sign up' | 'Log in' }) {
  const [chosen, setChosen] = useState<ProviderId | null>(null);

  // Navigate after the spinner state has rendered, so the choice is visible while the page unloads.
  useEffect(() => {
    if (chosen) assignLocation(loginUrl(chosen));
  }, [chosen]);

  return (
    <div className="flex flex-col gap-2.5">
      {signInProviders.map((id) => {
        const name = signInProviderNames[id];
        const busy = chosen === id;
        return (
          <Button
            key={id}
            variant="outline"
            size="lg"
            className="w-full justify-start gap-3 font-medium"
            disabled={chosen !== null}
            aria-busy={busy || undefined}
            onClick={() => setChosen(id)}
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full border bg-background text-[0.6875rem] font-bold tracking-tight"
            >
              {busy ? <Spinner className="size-4 text-primary" /> : marks[id]}
            </span>
            <span className="flex-1 text-left">
              {verb} with {name}
            </span>
            {busy && <span className="sr-only">Redirecting to {name}…</span>}
          </Button>
        );
      })}
    </div>
  );
}
