import { signInProviderNames, type AuthProvider } from '@sous/contracts';
import { Check } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthProviders } from '@/lib/api/auth-providers';

interface Method {
  id: string;
  name: string;
  detail: string;
}

/** Email always, then every other provider the server has set up, in the server's order. */
export function signInMethods(server: readonly AuthProvider[] | undefined): Method[] {
  const email: Method = { id: 'email', name: signInProviderNames.email, detail: 'Your email address and password' };
  const others = (server ?? [])
    .filter((provider) => provider.enabled && provider.id !== 'email')
    .map((provider) => ({
      id: provider.id,
      name: provider.id === 'oidc' ? provider.name : signInProviderNames[provider.id],
      detail: provider.id === 'oidc' ? 'Single sign-on set up by whoever runs this server' : `Your ${signInProviderNames[provider.id]} account`,
    }));
  return [email, ...others];
}

/**
 * The ways to sign in to this server. Which of them this account uses is not known to the
 * client, so the card lists what works rather than what is linked.
 */
export function SignInMethodsCard() {
  const providers = useAuthProviders();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in methods</CardTitle>
        <CardDescription>The ways to sign in to this Sous server. Use the one you signed up with.</CardDescription>
      </CardHeader>
      <CardContent>
        {providers.isPending ? (
          <div role="status" aria-label="Loading sign-in methods" className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {providers.isError && <Alert>Other sign-in methods could not be checked; email always works.</Alert>}
            <ul aria-label="Sign-in methods" className="flex flex-col gap-2">
              {signInMethods(providers.data).map((method) => (
                <li key={method.id} className="flex items-center gap-3 rounded-md border p-3">
                  <Check aria-hidden className="size-4 shrink-0 text-fresh" />
                  <div className="flex min-w-0 flex-col">
                    <span className="text-sm font-medium">{method.name}</span>
                    <span className="text-xs text-muted-foreground">{method.detail}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
