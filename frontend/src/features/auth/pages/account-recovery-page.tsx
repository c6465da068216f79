import { TAGLINE } from '@sous/contracts';
import { Logo } from '@/components/logo';
import { ForgotPasswordCard } from '../components/forgot-password-card';
import { ResetPasswordCard } from '../components/reset-password-card';

/**
 * `/forgot-password` and `/reset-password` (issue 32): the one card, first thing on a phone,
 * without the landing page's pitch around it.
 */
export function AccountRecoveryPage({ screen }: { screen: 'forgot' | 'reset' }) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-4 md:px-8">
        <Logo tagline={TAGLINE} />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-col px-4 pt-4 pb-12 md:pt-12">
        {screen === 'reset' ? <ResetPasswordCard /> : <ForgotPasswordCard />}
      </main>
    </div>
  );
}
