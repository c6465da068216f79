import { defaultCurrency, type UserPreferences } from '@sous/contracts';
import { useReducer, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { LoadFailed } from '@/components/load-failed';
import { focusFirstInvalid } from '@/components/preferences/focus-first-invalid';
import {
  AllergenSection,
  AvoidFoodsSection,
  DietSection,
  HouseholdSection,
  StorageAreasSection,
} from '@/components/preferences/preferences-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsFrom, serverMessage } from '@/lib/form-errors';
import { draftFromPreferences, preferencesReducer, validatePreferences } from '@/lib/preferences-draft';
import { toast } from '@/lib/toast-store';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { CurrencySection } from './currency-section';

function PreferencesForm({ saved }: { saved: UserPreferences }) {
  const [draft, dispatch] = useReducer(preferencesReducer, saved, draftFromPreferences);
  const [attempted, setAttempted] = useState(false);
  const savedCurrency = saved.currency ?? defaultCurrency;
  const [currency, setCurrency] = useState(savedCurrency);
  const update = useUpdatePreferences();
  const validation = validatePreferences(draft);
  const errors = { ...fieldErrorsFrom(update.error), ...(attempted && !validation.ok ? validation.errors : {}) };
  const failure = update.error && Object.keys(fieldErrorsFrom(update.error)).length === 0 ? serverMessage(update.error, 'Your preferences could not be saved. Please try again.') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validation.ok) {
      flushSync(() => setAttempted(true));
      focusFirstInvalid(form, validation.errors);
      return;
    }
    // the currency is sent only when changed: left out, the server keeps the saved one
    const body = currency === savedCurrency ? validation.value : { ...validation.value, currency };
    update.mutate(body, { onSuccess: () => toast({ variant: 'success', title: 'Preferences saved' }) });
  };

  const sectionProps = { draft, dispatch, errors, headingLevel: 4 as const, bare: true, disabled: update.isPending };
  return (
    <form noValidate onSubmit={submit} aria-label="Kitchen preferences" className="flex flex-col">
      <div className="divide-y">
        <StorageAreasSection {...sectionProps} />
        <HouseholdSection {...sectionProps} />
        <DietSection {...sectionProps} />
        <AllergenSection {...sectionProps} />
        <AvoidFoodsSection {...sectionProps} />
        <CurrencySection value={currency} onChange={setCurrency} headingLevel={4} disabled={update.isPending} />
      </div>
      {failure && (
        <Alert variant="destructive" className="mt-4">
          {failure}
        </Alert>
      )}
      <Button type="submit" className="mt-5 self-start" disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {update.isPending && <Spinner />}
        {update.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}

function PreferencesSkeleton() {
  return (
    <div role="status" aria-label="Loading preferences" className="flex flex-col gap-6">
      {[0, 1, 2].map((block) => (
        <div key={block} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-40" />
          <div className="flex flex-wrap gap-2">
            {[0, 1, 2, 3].map((chip) => (
              <Skeleton key={chip} className="h-11 w-28 rounded-full md:h-9" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The onboarding answers, editable with the same fields and rules (spec 000 §4–§5). */
export function PreferencesCard() {
  const preferences = usePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Kitchen preferences</CardTitle>
        <CardDescription>The answers you gave when you set up your kitchen. Recipes and the chef follow them.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <PreferencesSkeleton />
        ) : preferences.isError ? (
          <LoadFailed title="Your preferences could not be loaded." onRetry={() => void preferences.refetch()} />
        ) : (
          <PreferencesForm saved={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
