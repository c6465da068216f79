import { z } from 'zod';
import { boundedJson } from '../text-fields.js';
import { cookingSkillLevels, limits, preferredUnitsValues } from '../constants.js';
import { messages } from '../messages.js';
import { currencyCode } from '../inventory/money.js';
import { webPushDeviceInfo, webPushEndpoint, webPushPlatform } from '../push/push.js';

/** Longest name of a storage area, avoided food, diet or allergen a user may type. */
export const listEntryMaxLength = 60;
/** Most entries of any one preference list. */
export const listMaxEntries = 50;

const entry = z.string().trim().min(1, 'must not be blank').max(listEntryMaxLength, `must be at most ${listEntryMaxLength} characters`);
/** A list of names: blanks are rejected, duplicates (case-insensitive) collapse to the first. */
const nameList = z
  .array(entry)
  .max(listMaxEntries, `must have at most ${listMaxEntries} entries`)
  .transform((names) => names.filter((name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i));

const intBetween = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** Onboarding preferences (spec 000 §3, §5); also the body of `PUT /api/user/preferences`. */
export const userPreferencesBody = z.object({
  storageAreasEnabled: nameList.refine((areas) => areas.length > 0, messages.selectStorageArea),
  householdSize: intBetween(limits.householdSize.min, limits.householdSize.max),
  cookingSkillLevel: z.enum(cookingSkillLevels),
  preferredUnits: z.enum(preferredUnitsValues),
  dietaryRestrictions: nameList.optional(),
  allergens: nameList.optional(),
  foodsToAvoid: nameList.optional(),
  expirationAlertDays: intBetween(limits.expirationAlertDays.min, limits.expirationAlertDays.max),
  /** ISO 4217 code money is shown in; left out, the saved one stays (onboarding does not ask). */
  currency: currencyCode.optional(),
});
export type UserPreferencesBody = z.input<typeof userPreferencesBody>;

/** `GET /api/user/preferences`: the same fields, lists always present. */
export const userPreferences = z.object({
  storageAreasEnabled: z.array(z.string()),
  householdSize: z.number(),
  cookingSkillLevel: z.enum(cookingSkillLevels),
  preferredUnits: z.enum(preferredUnitsValues),
  dietaryRestrictions: z.array(z.string()),
  allergens: z.array(z.string()),
  foodsToAvoid: z.array(z.string()),
  expirationAlertDays: z.number(),
  hasCompletedOnboarding: z.boolean(),
  /** ISO 4217, "USD" until chosen. The server always sends it; optional so older fixtures type-check. */
  currency: z.string().optional(),
});
export type UserPreferences = z.infer<typeof userPreferences>;

const profileName = z.string().trim().max(100, 'must be at most 100 characters').transform((v) => (v === '' ? null : v)).nullable();

/** `PATCH /api/user/profile`: the names shown on messages and to the household. */
export const updateProfileBody = z
  .object({ firstName: profileName.optional(), lastName: profileName.optional() })
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined, 'firstName or lastName is required')
  .meta({ minProperties: 1 });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/**
 * `POST /api/push-tokens`: upserted by token. A `webpush` token is a browser's push subscription:
 * its endpoint, with the keys to encrypt for it in `deviceInfo` (issue 21).
 */
export const registerPushTokenBody = z
  .object({
    token: z.string().trim().min(1, 'Required').max(4096, 'must be at most 4096 characters'),
    platform: z.string().trim().min(1, 'Required').max(40, 'must be at most 40 characters'),
    deviceInfo: boundedJson(z.record(z.string(), z.unknown()), { maxDepth: 4, maxLength: 4_000 }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.platform !== webPushPlatform) return;
    const endpoint = webPushEndpoint.safeParse(body.token);
    if (!endpoint.success) ctx.addIssue({ code: 'custom', path: ['token'], message: endpoint.error.issues[0].message });
    const info = webPushDeviceInfo.safeParse(body.deviceInfo);
    if (!info.success) {
      const [issue] = info.error.issues;
      ctx.addIssue({ code: 'custom', path: ['deviceInfo', ...issue.path.map(String)], message: issue.message });
    }
  });
export type RegisterPushTokenBody = z.input<typeof registerPushTokenBody>;

/** A registered device, as `POST /api/push-tokens` answers it when the token is new (201). */
export const pushToken = z.object({
  id: z.string(),
  token: z.string(),
  platform: z.string(),
  deviceInfo: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PushToken = z.infer<typeof pushToken>;

/** `DELETE /api/push-tokens/:token`: the token as registered. */
export const pushTokenParam = registerPushTokenBody.shape.token;

/** The words a user without a password types to delete their account. */
export const deleteAccountConfirmation = 'DELETE MY ACCOUNT';

/** `DELETE /api/account`: the password for email accounts, or the typed confirmation. */
export const deleteAccountBody = z
  .object({ password: z.string().max(200).optional(), confirmation: z.string().max(100).optional() })
  .refine((body) => Boolean(body.password) || Boolean(body.confirmation), {
    message: `password or confirmation ("${deleteAccountConfirmation}") is required`,
    path: ['password'],
  })
  .meta({ minProperties: 1 });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
