import { navText, uiText } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/api/current-user';
import { logOut } from '@/lib/log-out';
import { AccountDataCard } from '../components/account-data-card';
import { ApiTokensCard } from '../components/api-tokens-card';
import { AppearanceCard } from '../components/appearance-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { HouseholdCard } from '../components/household-card';
import { PasswordResetAdminCard } from '../components/password-reset-admin-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { SignInMethodsCard } from '../components/sign-in-methods-card';

function ProfileSkeleton() {
  return (
    <Card role="status" aria-label="Loading profile">
      <CardHeader>
        <Skeleton className="h-5 w-24" />
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </CardContent>
    </Card>
  );
}

/**
 * Profile, kitchen preferences, household, sign-in methods (and, for admins, password reset links),
 * API tokens, appearance, data and log out.
 * `notifications` is the push feature's card, composed in app/ (features do not import each other).
 */
export function SettingsPage({ notifications }: { notifications?: ReactNode } = {}) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  return (
    <PageContainer>
      <PageHeader title={navText.settings} description="Your profile, kitchen, household and account">
        <Button variant="outline" onClick={() => void logOut(queryClient)}>
          <LogOut aria-hidden />
          {uiText.logOut}
        </Button>
      </PageHeader>
      <div className="flex max-w-3xl flex-col gap-6">
        {user ? <ProfileCard user={user} /> : <ProfileSkeleton />}
        <PreferencesCard />
        <HouseholdCard />
        <CalendarFeedCard />
        {notifications}
        <SignInMethodsCard />
        {user?.role === 'admin' && <PasswordResetAdminCard />}
        <ApiTokensCard />
        <AppearanceCard />
        <AccountDataCard />
      </div>
    </PageContainer>
  );
}
