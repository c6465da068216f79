import { passwordResetPath } from '@sous/contracts';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/loading/page-spinner';
import { useCurrentUser } from '@/lib/api/current-user';
import { isNetworkFailure } from '@/lib/api-client';
import { lazyPage } from './lazy-page';

const LandingPage = lazyPage(() => import('@/features/auth/pages/landing-page'), 'LandingPage');
const OnboardingPage = lazyPage(() => import('@/features/onboarding/pages/onboarding-page'), 'OnboardingPage');
const SignedInApp = lazyPage(() => import('./signed-in-app'), 'SignedInApp');

/**
 * Spec 000 §2 access rules: while loading or signed out, the landing page on every path; a user
 * who has not finished onboarding sees only onboarding; everyone else gets the app. Any failure of
 * the auth call counts as signed out (the route answers 404 until accounts exist), except one that
 * got no answer while a profile is cached (offline). A password reset link opens its screen
 * (the landing page's) even where someone is signed in: the link may be for another account.
 */
export function AuthGate() {
  const { pathname } = useLocation();
  const { data, isError, error } = useCurrentUser();
  // A call that got no answer (offline) does not sign anyone out: the cached profile keeps the app
  // usable offline. Any answered failure counts as signed out.
  const user = isError && !isNetworkFailure(error) ? null : (data ?? null);

  if (!user || pathname === passwordResetPath) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  }
  if (!user.hasCompletedOnboarding) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <OnboardingPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignedInApp />
    </Suspense>
  );
}
