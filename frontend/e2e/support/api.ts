import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { password, uniqueEmail } from './account';
import { completeOnboarding } from './household';

/** The answer's JSON once it is a success; a failure names `what` with the status and the body. */
export async function ok<T>(response: Pick<APIResponse, 'ok' | 'status' | 'text' | 'json'>, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An admin named by ADMIN_EMAILS in scripts/e2e.mjs (one per spec, so specs may run in parallel):
 * signed up and onboarded the first time on a server, signed in after.
 */
export async function signInAdmin(request: APIRequestContext, email: string): Promise<void> {
  const password = 'correct horse battery';
  const signup = await request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Ada', lastName: 'Admin' } });
  if (signup.status() === 201) {
    await completeOnboarding(request, ['Refrigerator']);
    return;
  }
  await ok(await request.post('/api/auth/email/login', { data: { email, password } }), 'admin login');
}

/** A food line to stock: `expirationDate` yyyy-MM-dd, or the server's default when absent. */
export interface StockedFood {
  name: string;
  quantity: string;
  unit: string;
  expirationDate?: string;
}

/** A new account (Ada `lastName`) past onboarding (household of 2, imperial, `storageAreas`) with `food` in its fridge. */
export async function signUpWithFood(request: APIRequestContext, lastName: string, food: readonly StockedFood[], storageAreas = ['Refrigerator', 'Pantry']): Promise<void> {
  await ok(await request.post('/api/auth/email/signup', { data: { email: uniqueEmail(), password, firstName: 'Ada', lastName } }), 'sign-up');
  await ok(
    await request.post('/api/onboarding/complete', {
      data: {
        preferences: { storageAreasEnabled: storageAreas, householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'imperial', expirationAlertDays: 3 },
        customStorageAreas: [],
        selectedCommonItems: [],
      },
    }),
    'onboarding',
  );
  const locations = await ok<{ id: string; name: string }[]>(await request.get('/api/storage-locations'), 'storage locations');
  const fridge = locations.find((l) => /fridge|refrigerator/i.test(l.name)) ?? locations[0];
  for (const item of food) await ok(await request.post('/api/food-items', { data: { ...item, storageLocationId: fridge.id } }), `adding ${item.name}`);
}
