import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setupFailureToast, setupResultToast } from './setup-result-toast';

describe('onboarding result toasts', () => {
  it('says how many items were added', () => {
    expect(setupResultToast({ foodItemsCreated: 12, failedItems: [], createdStorageLocations: 4 })).toEqual({
      variant: 'success',
      title: 'Setup Complete!',
      description: 'Successfully added 12 items to your kitchen.',
    });
    expect(setupResultToast({ foodItemsCreated: 1, failedItems: [], createdStorageLocations: 4 })?.description).toBe(
      'Successfully added 1 item to your kitchen.',
    );
  });

  it('warns about failed items, with their names', () => {
    expect(setupResultToast({ foodItemsCreated: 10, failedItems: ['Milk', 'Eggs'], createdStorageLocations: 4 })).toEqual({
      title: 'Setup Complete with Warnings',
      description: '10 items were added, 2 failed (Milk, Eggs). You can add them manually later.',
    });
  });

  it('shows nothing when no items were chosen', () => {
    expect(setupResultToast({ foodItemsCreated: 0, failedItems: [], createdStorageLocations: 4 })).toBeNull();
  });

  it('shows the server message on failure, or the fallback', () => {
    const withMessage = new ApiError(400, JSON.stringify({ message: 'preferences.householdSize: must be at most 20', issues: [] }), 'Bad Request');
    expect(setupFailureToast(withMessage)).toEqual({
      variant: 'destructive',
      title: 'Error',
      description: 'preferences.householdSize: must be at most 20',
    });
    expect(setupFailureToast(new ApiError(502, '', 'Bad Gateway')).description).toBe('Failed to save preferences. Please try again.');
    expect(setupFailureToast(new TypeError('Failed to fetch')).description).toBe('Failed to save preferences. Please try again.');
  });
});
