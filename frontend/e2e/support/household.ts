import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';

let counter = 0;

/** A fresh email per call, unique across runs against the same server. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@e2e.sous.test`;
}

/** Signs a new user up by email through the API (DESIGN §4); the context keeps the session cookie. Answers the email. */
export async function signUp(request: APIRequestContext, label: string, firstName: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post('/api/auth/email/signup', {
    data: { email, password: 'correct horse battery', firstName, lastName: 'Tester' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Completes onboarding through the API with the given storage areas and no common items. */
export async function completeOnboarding(request: APIRequestContext, storageAreas: string[]): Promise<void> {
  const response = await request.post('/api/onboarding/complete', {
    data: {
      preferences: {
        storageAreasEnabled: storageAreas,
        householdSize: 2,
        cookingSkillLevel: 'beginner',
        preferredUnits: 'metric',
        expirationAlertDays: 3,
      },
      customStorageAreas: [],
      selectedCommonItems: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Two browser contexts (two devices, two people) signed in to one household: A signs up and
 * onboards, B signs up, onboards and joins A's household with an invite code.
 */
export async function twoMembersOfOneHousehold(browser: Browser): Promise<{ a: BrowserContext; b: BrowserContext }> {
  const a = await browser.newContext();
  const b = await browser.newContext();
  await signUp(a.request, 'alice', 'Alice');
  await completeOnboarding(a.request, ['Refrigerator', 'Pantry']);
  await signUp(b.request, 'bob', 'Bob');
  await completeOnboarding(b.request, ['Counter']);

  const invite = await a.request.post('/api/household/invite');
  expect(invite.ok(), await invite.text()).toBe(true);
  const { inviteCode } = (await invite.json()) as { inviteCode: string };
  const join = await b.request.post('/api/household/join', { data: { code: inviteCode } });
  expect(join.ok(), await join.text()).toBe(true);
  return { a, b };
}
