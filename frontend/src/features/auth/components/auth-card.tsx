import { uiText } from '@sous/contracts';
import { ArrowLeft, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rememberAuthTab, rememberedAuthTab, type AuthTab } from '../lib/auth-tab';
import { passwordResetNotice } from '../lib/password-reset';
import { EmailAuthForm } from './email-auth-form';
import { ProviderButtons } from './provider-buttons';

const copy: Record<AuthTab, { providers: [string, string]; email: [string, string] }> = {
  'sign-up': {
    providers: ['Create your kitchen', 'Free and private to your household.'],
    email: ['Sign up with email', 'Create an account with your email and a password.'],
  },
  'log-in': {
    providers: ['Welcome back', 'Pick the way you signed up.'],
    email: ['Log in with email', 'Use the email and password you signed up with.'],
  },
};

/**
 * Sign Up / Log In tabs, Sign Up first and selected (spec 000 §2). Each tab offers the providers,
 * or on the email page (`?auth=email`) the email form of that tab. An `authError` from a failed
 * provider sign-in is shown above the tabs.
 */
export function AuthCard({
  emailMode,
  authError,
  onDismissError,
}: {
  emailMode: boolean;
  authError?: string | null;
  onDismissError?: () => void;
}) {
  const location = useLocation();
  // The email page is reached by a full page load (the server's redirect), so the tab chosen
  // before it comes from session storage; otherwise Sign Up is the default.
  const [tab, setTab] = useState<AuthTab>(() => (emailMode ? rememberedAuthTab() : 'sign-up'));
  // the reset screen sends the visitor here with whose password changed
  const reset = emailMode ? passwordResetNotice(location.state) : null;

  const panel = (value: AuthTab) => {
    const [title, description] = emailMode ? copy[value].email : copy[value].providers;
    return (
      <TabsContent value={value} className="mt-2 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-lg">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {emailMode ? (
          <>
            <EmailAuthForm mode={value} initialEmail={value === 'log-in' ? reset?.email : undefined} />
            <Link
              to={{ pathname: location.pathname, search: '' }}
              replace
              className="inline-flex min-h-11 items-center gap-2 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring md:min-h-9"
            >
              <ArrowLeft aria-hidden className="size-4" />
              Other ways to {value === 'sign-up' ? 'sign up' : 'log in'}
            </Link>
          </>
        ) : (
          <ProviderButtons verb={value === 'sign-up' ? 'Sign up' : 'Log in'} />
        )}
      </TabsContent>
    );
  };

  return (
    <Card id="get-started" className="w-full shadow-lg">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AuthTab);
          if (emailMode) rememberAuthTab(value as AuthTab);
        }}
      >
        <CardHeader className="gap-3 pb-2">
          {reset && <Alert>Your password was changed and every device was signed out. Log in with the new password.</Alert>}
          {authError && (
            <Alert
              variant="destructive"
              action={
                onDismissError && (
                  <Button variant="ghost" size="icon" className="-my-2 -mr-2 shrink-0" aria-label="Dismiss" onClick={onDismissError}>
                    <X aria-hidden />
                  </Button>
                )
              }
            >
              {authError}
            </Alert>
          )}
          <TabsList aria-label="Account">
            <TabsTrigger value="sign-up">{uiText.signUp}</TabsTrigger>
            <TabsTrigger value="log-in">{uiText.logIn}</TabsTrigger>
          </TabsList>
        </CardHeader>
        <CardContent>
          {panel('sign-up')}
          {panel('log-in')}
        </CardContent>
      </Tabs>
    </Card>
  );
}
