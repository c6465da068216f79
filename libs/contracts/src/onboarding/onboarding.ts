import { z } from 'zod';
import { listEntryMaxLength, listMaxEntries, userPreferencesBody } from '../identity/preferences.js';

/** One offered item of `GET /api/onboarding/common-items`. */
export const commonItem = z.object({
  displayName: z.string(),
  category: z.string().nullable(),
  foodCategory: z.string().nullable(),
  storage: z.string().nullable(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  expirationDays: z.number().nullable(),
});
export type CommonItem = z.infer<typeof commonItem>;

/** `GET /api/onboarding/common-items` (spec 000 §3): category name → its items. */
export const commonItemsResponse = z.object({
  categories: z.record(z.string(), z.array(commonItem)),
});
export type CommonItemsResponse = z.infer<typeof commonItemsResponse>;

const names = (max: number) =>
  z.array(z.string().trim().min(1, 'must not be blank').max(listEntryMaxLength, `must be at most ${listEntryMaxLength} characters`)).max(max, `must have at most ${max} entries`);

/** `POST /api/onboarding/complete` (spec 000 §7). */
export const completeOnboardingBody = z.object({
  preferences: userPreferencesBody,
  customStorageAreas: names(listMaxEntries).default([]),
  selectedCommonItems: names(500).default([]),
});
export type CompleteOnboardingBody = z.input<typeof completeOnboardingBody>;

/** Its answer (spec 000 §3 "Onboarding complete response"). */
export const completeOnboardingResponse = z.object({
  foodItemsCreated: z.number(),
  failedItems: z.array(z.string()),
  createdStorageLocations: z.number(),
});
export type CompleteOnboardingResponse = z.infer<typeof completeOnboardingResponse>;
