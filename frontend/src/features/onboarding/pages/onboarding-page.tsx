import { PRODUCT_NAME, uiText } from '@sous/contracts';
import { LogOut, Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { assignLocation } from '@/lib/browser-location';

/**
 * Shown in place of the whole app until the user finishes setup (spec 000 §2). The setup form
 * itself (storage areas, household, diet, allergens) arrives with issue 3.
 */
export function OnboardingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-4 md:px-8">
        <Logo />
        <Button variant="ghost" onClick={() => assignLocation('/api/logout')}>
          <LogOut aria-hidden />
          {uiText.logOut}
        </Button>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8">
        <h1 className="text-3xl font-semibold tracking-tight">Welcome to {PRODUCT_NAME}</h1>
        <p className="mt-2 text-muted-foreground">Let’s set up your kitchen before you start.</p>
        <EmptyState icon={Sparkles} title="Kitchen setup is not available yet" className="mt-8">
          Choosing your storage areas, household size, cooking skill, units, diets and allergens arrives in the
          next update of {PRODUCT_NAME}. Until then there is nothing to fill in here.
        </EmptyState>
      </main>
    </div>
  );
}
