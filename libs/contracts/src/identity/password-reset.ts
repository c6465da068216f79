import { z } from 'zod';
import { lineString } from '../text-fields.js';
import { emailAddress, newPassword } from './email-auth.js';

/**
 * Password reset (issue 32): a one-time link an admin makes for a user, or that the user asks for
 * by email when the server has SMTP. The link is `<APP_URL>/reset-password#token=<secret>`: in the
 * fragment, so the secret never reaches a server log, a proxy or a Referer.
 */
export const passwordResetPath = '/reset-password';
/** The screen where a signed-out user asks for a link (or learns to ask an admin). */
export const forgotPasswordPath = '/forgot-password';

/** How long a link works: an emailed one an hour; one an admin hands over (chat, a note) a day. */
export const passwordResetLinkMinutes = { email: 60, admin: 24 * 60 } as const;

export const passwordResetMessages = {
  /** The one answer to every request, whether or not an account uses the address (no account oracle). */
  requested: `If an account uses this email, a link to reset its password is on its way. It works for ${passwordResetLinkMinutes.email} minutes.`,
  emailOff: 'Password reset by email is not set up on this server. Ask an admin of this Sous server for a reset link.',
  /** Follows the field name: `token: this reset link …`. */
  invalidLink: 'this reset link is invalid, has expired or was already used',
  noAccount: 'No account uses this email',
  tooManyRequests: 'Too many password reset requests.',
  tooManyWrongLinks: 'Too many invalid reset links.',
  passwordsDiffer: 'The passwords do not match',
} as const;

/** `POST /api/admin/password-resets` (admins): a link for the account of this address. */
export const adminPasswordResetBody = z.object({ email: emailAddress });
export type AdminPasswordResetBody = z.input<typeof adminPasswordResetBody>;

/** The answer: the link (shown once; only its hash is kept) and when it stops working. */
export const passwordResetLink = z.object({
  email: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type PasswordResetLink = z.infer<typeof passwordResetLink>;

/** `GET /api/auth/email/password-reset-options`: whether a user can ask for a link by email. */
export const passwordResetOptions = z.object({ byEmail: z.boolean() });
export type PasswordResetOptions = z.infer<typeof passwordResetOptions>;

/** `POST /api/auth/email/password-reset-request`: 202 `{ message }` for every address. */
export const passwordResetRequestBody = z.object({ email: emailAddress });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;
export const passwordResetRequested = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequested>;

/** `POST /api/auth/email/password-reset`: the link's secret and the new password (sign-up's rules). */
export const passwordResetBody = z.object({
  token: lineString({ error: 'Required' }).trim().min(1, 'Required').max(200, passwordResetMessages.invalidLink),
  password: newPassword,
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** 200: whose password changed, so the log-in form can be filled in; every session of it has ended. */
export const passwordResetDone = z.object({ email: z.string() });
export type PasswordResetDone = z.infer<typeof passwordResetDone>;
