import { z } from 'zod';
import { donationStatuses } from '../constants.js';

/** The one answer of every donation route on a server without Stripe keys (503). */
export const donationsNotConfiguredMessage = 'Donations are not set up on this server';

/**
 * Currencies offered: all use two decimals, so an amount is always in cents (or pence) and one set of
 * bounds fits them all. Spec 001 §9: the default is usd.
 */
export const donationCurrencies = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const;
export type DonationCurrency = (typeof donationCurrencies)[number];
export const defaultDonationCurrency: DonationCurrency = 'usd';

/**
 * Amounts in the currency's minor unit. 1.00 is above Stripe's smallest charge in every offered
 * currency (0.50 USD, 0.30 GBP…); 10,000.00 caps a typo like an extra zero or two.
 */
export const donationAmount = { min: 100, max: 1_000_000 } as const;
/** The preset buttons on /donate: 5, 10, 25 and 50 in the chosen currency. */
export const donationPresetAmounts = [500, 1000, 2500, 5000] as const;

export const donationLimits = { donorName: 100, donorEmail: 254, message: 500 } as const;

/** Blank optional text is no text. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** `POST /api/donations/create-payment-intent` (spec 001 §5: amount a positive integer, anonymous boolean). */
export const createPaymentIntentBody = z.object({
  amount: z
    .number({ error: 'must be a number' })
    .int('must be a whole number of cents')
    .min(donationAmount.min, `must be at least ${donationAmount.min} (1.00)`)
    .max(donationAmount.max, `must be at most ${donationAmount.max} (10,000.00)`),
  currency: z
    .string({ error: 'must be text' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(donationCurrencies, { error: `must be one of ${donationCurrencies.join(', ')}` }))
    .default(defaultDonationCurrency),
  donorName: optionalText(donationLimits.donorName),
  donorEmail: z
    .string({ error: 'must be text' })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.email('must be an email address').max(donationLimits.donorEmail).nullable())
    .nullish()
    .transform((value) => value ?? null),
  message: optionalText(donationLimits.message),
  anonymous: z.boolean({ error: 'must be true or false' }).default(false),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBody>;

export const createPaymentIntentResponse = z.object({ clientSecret: z.string(), donationId: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

/** `GET /api/donations/config`: whether this server takes donations, and what Stripe.js needs. */
export const donationsConfig = z.object({
  enabled: z.boolean(),
  /** null when not enabled. */
  publishableKey: z.string().nullable(),
  currencies: z.array(z.enum(donationCurrencies)),
  defaultCurrency: z.enum(donationCurrencies),
  presetAmounts: z.array(z.number()),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type DonationsConfig = z.infer<typeof donationsConfig>;

/** One of the caller's own donations (`GET /api/donations/mine`): everything they gave us. */
export const ownDonation = z.object({
  id: z.string(),
  stripePaymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(donationStatuses),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  message: z.string().nullable(),
  anonymous: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OwnDonation = z.infer<typeof ownDonation>;

/** The public donors wall (`GET /api/donations/donors`): succeeded, not anonymous; never an email. */
export const donorWallEntry = z.object({
  id: z.string(),
  donorName: z.string(),
  amount: z.number(),
  currency: z.string(),
  message: z.string().nullable(),
  completedAt: z.string(),
});
export type DonorWallEntry = z.infer<typeof donorWallEntry>;
export const donorWallSize = 20;

/** `POST /api/donations/webhook` answer (Stripe only needs a 2xx). */
export const donationWebhookResponse = z.object({ received: z.literal(true) });
