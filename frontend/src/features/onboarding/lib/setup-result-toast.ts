import { messages, onboardingText, type CompleteOnboardingResponse } from '@sous/contracts';
import type { ToastInput } from '@/lib/toast-store';
import { serverMessage } from '@/lib/form-errors';

/**
 * The toast after `POST /api/onboarding/complete` (spec 000 §8): warnings when some items failed,
 * success when items were added, none when no items were chosen.
 */
export function setupResultToast(result: CompleteOnboardingResponse): ToastInput | null {
  if (result.failedItems.length > 0) {
    return {
      title: messages.onboardingWarningsTitle,
      description: onboardingText.warningsDescription(result.foodItemsCreated, result.failedItems),
    };
  }
  if (result.foodItemsCreated > 0) {
    return {
      variant: 'success',
      title: messages.onboardingSuccessTitle,
      description: onboardingText.successDescription(result.foodItemsCreated),
    };
  }
  return null;
}

/** The destructive toast of a failed submit: the server's message, else the spec's fallback. */
export function setupFailureToast(error: unknown): ToastInput {
  return {
    variant: 'destructive',
    title: messages.onboardingErrorTitle,
    description: serverMessage(error, messages.onboardingErrorFallback),
  };
}
