import { forgotPasswordPath, landingClaims, passwordResetPath, PRODUCT_NAME, TAGLINE, uiText } from '@sous/contracts';
import { Quote, Smartphone } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { AuthCard } from '../components/auth-card';
import { LandingFeatures } from '../components/landing-features';
import { describeAuthError } from '../lib/auth-error';
import { AccountRecoveryPage } from './account-recovery-page';

/**
 * What signed-out visitors see on every path (spec 000 §1–§2). `?auth=email` (where
 * `/api/login?provider=email` redirects) turns the sign-in card into the email forms;
 * `?authError=<code>&provider=<id>` (where a failed provider sign-in lands) shows why.
 * `/forgot-password` and `/reset-password` are the account recovery screens instead (issue 32).
 */
export function LandingPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const emailMode = params.get('auth') === 'email';
  const errorCode = params.get('authError');
  const authError = errorCode ? describeAuthError(errorCode, params.get('provider')) : null;
  const dismissError = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('authError');
        next.delete('provider');
        return next;
      },
      { replace: true },
    );

  if (pathname === passwordResetPath) return <AccountRecoveryPage screen="reset" />;
  if (pathname === forgotPasswordPath) return <AccountRecoveryPage screen="forgot" />;

  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 md:px-8">
        <Logo tagline={TAGLINE} />
      </header>

      <main>
        {/* On phones the sign-in card follows the headline; on wide screens it sits in its own column. */}
        <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 pt-4 pb-12 md:px-8 md:pt-12 lg:grid-cols-[1fr_26rem] lg:gap-x-16">
          <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
            <h1 className="text-4xl font-semibold tracking-tight text-balance md:text-5xl">
              Cook what you have. <span className="text-primary">Waste less.</span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              {PRODUCT_NAME} keeps track of the food in your kitchen, warns you before it expires and turns what is
              on hand into dinner.
            </p>
          </div>

          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-2">
            <AuthCard emailMode={emailMode} authError={authError} onDismissError={dismissError} />
          </div>

          <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-2">
            <dl className="grid grid-cols-3 gap-3">
              {landingClaims.map(({ value, label }) => (
                <div key={label} className="flex flex-col rounded-lg border bg-card p-3 text-center md:p-4">
                  <dt className="text-xs text-muted-foreground md:text-sm">{label}</dt>
                  <dd className="order-first text-2xl font-semibold text-primary tabular-nums md:text-3xl">{value}</dd>
                </div>
              ))}
            </dl>

            <figure className="rounded-lg border-l-4 border-primary bg-card p-5 shadow-sm">
              <Quote aria-hidden className="size-5 text-primary" />
              <blockquote className="mt-2 text-base text-pretty">
                I used to find half a bag of spinach gone slimy every Friday. Now {PRODUCT_NAME} nudges me on
                Wednesday and suggests a frittata that uses it up.
              </blockquote>
              <figcaption className="mt-3 text-sm text-muted-foreground">Maya R., cooks for a family of four</figcaption>
            </figure>

            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Smartphone aria-hidden className="size-4" />
              {uiText.mobileAppComingSoon}
            </p>
          </div>
        </section>

        <LandingFeatures />
      </main>

      <footer className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground md:px-8">
          {PRODUCT_NAME}, a self-hosted kitchen assistant.
        </p>
      </footer>
    </div>
  );
}
