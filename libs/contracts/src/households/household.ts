import { z } from 'zod';
import { nameText } from '../text-fields.js';
import { userRoles } from '../constants.js';

export const householdMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(userRoles),
  isYou: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMember>;

/** `GET /api/household`: the caller's household. The invite code is null until one is made or once it expired. */
export const household = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(householdMember),
  inviteCode: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
});
export type Household = z.infer<typeof household>;

export const householdNameMaxLength = 80;

/** `PATCH /api/household` */
export const renameHouseholdBody = z.object({
  name: nameText(householdNameMaxLength),
});
export type RenameHouseholdBody = z.input<typeof renameHouseholdBody>;

/** Invite codes: 8 characters of an alphabet without look-alikes, typed case-insensitively. */
export const inviteCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;
export const inviteValidityDays = 7;

/** `POST /api/household/join` */
export const joinHouseholdBody = z.object({
  code: z
    .string({ error: 'Required' })
    .trim()
    .toUpperCase()
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().length(inviteCodeLength, `must be ${inviteCodeLength} characters`))
    // the OpenAPI document states what the transform hides: 8 letters or digits, spaces and dashes ignored
    .meta({
      minLength: inviteCodeLength,
      pattern: `^[\\s-]*(?:[A-Za-z0-9][\\s-]*){${inviteCodeLength}}$`,
      description: `The ${inviteCodeLength}-character invite code (case, spaces and dashes ignored)`,
    }),
});
export type JoinHouseholdBody = z.input<typeof joinHouseholdBody>;

/** `POST /api/household/invite` answer. */
export const householdInvite = z.object({ inviteCode: z.string(), inviteExpiresAt: z.string() });
export type HouseholdInvite = z.infer<typeof householdInvite>;
