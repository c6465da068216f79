import { z } from 'zod';
import { limits } from '../constants.js';

/** Longest accepted password: scrypt hashes anything, but a megabyte of password is an attack. */
export const passwordMaxLength = 200;
export const nameMaxLength = 100;

/** An email address as sign-up takes it (trimmed, lower-cased): every form that names an account. */
export const emailAddress = z
  .string({ error: 'Required' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }))
  .transform((value) => value.toLowerCase());
const email = emailAddress;

/** A new password: sign-up's rules, which a password reset applies too. */
export const newPassword = z
  .string({ error: 'Required' })
  .min(limits.passwordMinLength, `must be at least ${limits.passwordMinLength} characters`)
  .max(passwordMaxLength, `must be at most ${passwordMaxLength} characters`);

const optionalName = z
  .string()
  .trim()
  .max(nameMaxLength, `must be at most ${nameMaxLength} characters`)
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** `POST /api/auth/email/signup` (DESIGN §4): 201 with the user and a session cookie. */
export const emailSignupBody = z.object({
  email,
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
});
export type EmailSignupBody = z.input<typeof emailSignupBody>;

/** `POST /api/auth/email/login`: 200 with the user and a session cookie; 401 on wrong credentials. */
export const emailLoginBody = z.object({
  email,
  // any length is checked against the hash; only the upper bound protects the server
  password: z.string({ error: 'Required' }).min(1, 'Required').max(passwordMaxLength, `must be at most ${passwordMaxLength} characters`),
});
export type EmailLoginBody = z.input<typeof emailLoginBody>;

/** `GET /api/login?provider=…` */
export const loginQuery = z.object({
  provider: z.string().trim().toLowerCase().default('email'),
});
