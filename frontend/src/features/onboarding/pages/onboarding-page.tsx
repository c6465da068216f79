import { PRODUCT_NAME, uiText } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useReducer, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { focusFirstInvalid } from '@/components/preferences/focus-first-invalid';
import {
  AllergenSection,
  AvoidFoodsSection,
  DietSection,
  HouseholdSection,
  StorageAreasSection,
} from '@/components/preferences/preferences-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { logOut } from '@/lib/log-out';
import { defaultPreferencesDraft, preferencesReducer, validatePreferences } from '@/lib/preferences-draft';
import { toast } from '@/lib/toast-store';
import { refreshAfterOnboarding, useCompleteOnboarding } from '../api/complete-onboarding';
import { useCommonItems } from '../api/get-common-items';
import { allCommonItemNames, CommonItemsSection } from '../components/common-items-section';
import { setupFailureToast, setupResultToast } from '../lib/setup-result-toast';

/**
 * Shown in place of the whole app until the user finishes setup (spec 000 §2, §4, §5): storage
 * areas, common items, household, diet, allergens and foods to avoid, then 'Complete Setup'.
 */
export function OnboardingPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(preferencesReducer, undefined, defaultPreferencesDraft);
  const [deselectedItems, setDeselectedItems] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const commonItems = useCommonItems();
  const complete = useCompleteOnboarding();

  const pending = complete.isPending || finishing;
  // Once a submit has failed validation, the messages follow the form as it is corrected.
  const validation = validatePreferences(draft);
  const errors = attempted && !validation.ok ? validation.errors : {};

  const toggleItem = (name: string) =>
    setDeselectedItems((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    if (!validation.ok) {
      flushSync(() => setAttempted(true));
      focusFirstInvalid(form, validation.errors);
      return;
    }
    try {
      const result = await complete.mutateAsync({
        preferences: validation.value,
        customStorageAreas: validation.customStorageAreas,
        selectedCommonItems: allCommonItemNames(commonItems.data).filter((name) => !deselectedItems.has(name)),
      });
      setFinishing(true);
      const message = setupResultToast(result);
      if (message) toast(message);
      // Spec 000 §2: after success the browser goes to /. The refreshed user then takes the auth
      // gate from onboarding to the app.
      await navigate('/', { replace: true });
      await refreshAfterOnboarding(queryClient);
    } catch (error) {
      setFinishing(false);
      toast(setupFailureToast(error));
    }
  };

  const sectionProps = { draft, dispatch, errors, disabled: pending };

  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 py-4 md:px-8">
        <Logo />
        <Button variant="ghost" onClick={() => void logOut(queryClient)}>
          <LogOut aria-hidden />
          {uiText.logOut}
        </Button>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 md:px-8 md:pt-8">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">Welcome to {PRODUCT_NAME}</h1>
        <p className="mt-2 text-muted-foreground">
          A few questions to set up your kitchen. You can change every answer later in Settings.
        </p>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 flex flex-col gap-4 md:gap-6" aria-label="Kitchen setup">
          <StorageAreasSection {...sectionProps} />
          <CommonItemsSection
            data={commonItems.data}
            isPending={commonItems.isPending}
            isError={commonItems.isError}
            onRetry={() => void commonItems.refetch()}
            deselected={deselectedItems}
            onToggle={toggleItem}
            onSelectAll={() => setDeselectedItems(new Set())}
            onSelectNone={(all) => setDeselectedItems(new Set(all))}
            disabled={pending}
          />
          <HouseholdSection {...sectionProps} />
          <DietSection {...sectionProps} />
          <AllergenSection {...sectionProps} />
          <AvoidFoodsSection {...sectionProps} />
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined} className="sm:min-w-48">
              {pending && <Spinner />}
              {pending ? uiText.settingUp : uiText.completeSetup}
            </Button>
          </div>
        </form>
      </main>
    </div>
  );
}
