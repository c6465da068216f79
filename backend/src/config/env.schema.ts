import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultPasswordHashLogN } from '#platform/auth/password.js';
import { logLevels, type ParsedEnv } from './app-config.js';

/** `backend/{src,dist}/config/` → the repository's `frontend/dist`. */
const defaultStaticDir = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

/** Docker and .env files often carry `FOO=`: an empty value means "unset". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const text = () => optional(z.string({ error: 'must be a string' }));

const urlWithProtocols = (protocols: readonly string[], message: string) =>
  optional(
    z.string().refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message),
  );

const httpUrl = () => urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL');

const port = optional(
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
      message: 'must be an integer between 1 and 65535',
    })
    .transform(Number),
);

const windowUnits = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `30/15m`: 30 requests per 15 minutes (s, m or h). */
const rateLimit = optional(
  z
    .string()
    .regex(/^\s*\d+\s*\/\s*\d+\s*[smh]\s*$/, { message: 'must look like 30/15m (requests per window in s, m or h)' })
    .transform((value) => {
      const [, limit, amount, unit] = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value)!;
      return { limit: Number(limit), windowMs: Number(amount) * windowUnits[unit as keyof typeof windowUnits] };
    })
    .refine((value) => value.limit >= 1 && value.windowMs >= 1000, { message: 'must allow at least 1 request per window of at least 1s' }),
);

const nonNegativeInt = (max: number) =>
  optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) <= max, { message: `must be an integer between 0 and ${max}` })
      .transform(Number),
  );

const positiveInt = (max: number) =>
  optional(
    z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max, { message: `must be an integer between 1 and ${max}` })
      .transform(Number),
  );

/** `sous@example.org` or `Sous <sous@example.org>`: the sender of the server's mail. */
const mailbox = optional(
  z.string().refine((value) => {
    const match = /^\s*(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
    const address = match?.[1] ?? match?.[2];
    return address !== undefined && z.email().safeParse(address).success;
  }, 'must be an email address, optionally with a name: Sous <sous@example.org>'),
);

const emailList = optional(
  z
    .string()
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
      message: 'must be a comma-separated list of email addresses',
    }),
);

/** Variables that only make sense together: the first one set requires the others. */
const groups: readonly (readonly string[])[] = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ['SMTP_URL', 'SMTP_FROM'],
];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The one schema of the environment (DESIGN §5). Every message is phrased to follow the variable
 * name, so the boot error reads `Invalid configuration: PORT must be an integer between 1 and 65535`.
 */
export const envSchema = z
  .object({
    PORT: port,
    DATA_DIR: text(),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'must be a postgresql:// connection URL'),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
    /**
     * Prefix of the socket fan-out's Redis pub/sub channels: processes with the same one exchange
     * events. Separate installations (or parallel test workers) sharing one Redis set different ones.
     */
    REDIS_CHANNEL_PREFIX: optional(
      z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, { message: 'must be 1 to 64 letters, digits or . _ : -' }),
    ),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    /** scrypt work factor 2^N of new password hashes; below the default 15 is for tests only. */
    PASSWORD_HASH_LOG_N: optional(
      z
        .string()
        .refine((value) => /^\d+$/.test(value) && Number(value) >= 10 && Number(value) <= 20, { message: 'must be an integer between 10 and 20' })
        .transform(Number),
    ),
    APP_URL: httpUrl(),
    ADMIN_EMAILS: emailList,
    LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
    STATIC_DIR: text(),
    OPENAI_API_KEY: text(),
    OPENAI_BASE_URL: httpUrl(),
    OPENAI_MODEL: text(),
    OPENAI_TRANSCRIBE_MODEL: text(),
    OPENAI_TIMEOUT: optional(
      z
        .string()
        .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 600, { message: 'must be an integer between 1 and 600 (seconds)' })
        .transform(Number),
    ),
    FDC_API_KEY: text(),
    OPEN_FOOD_FACTS_URL: httpUrl(),
    /**
     * `true` lets recipe import fetch pages on loopback and private networks (tests serve fixtures on
     * 127.0.0.1; a self-hoster may import from a LAN server). Link-local, multicast and unspecified
     * addresses stay refused whatever it says.
     */
    IMPORT_ALLOW_PRIVATE_HOSTS: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    STRIPE_SECRET_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
    STRIPE_PUBLISHABLE_KEY: text(),
    /** Tests point the Stripe SDK at a local fake; unset means api.stripe.com. */
    STRIPE_API_URL: httpUrl(),
    GOOGLE_CLIENT_ID: text(),
    GOOGLE_CLIENT_SECRET: text(),
    GITHUB_CLIENT_ID: text(),
    GITHUB_CLIENT_SECRET: text(),
    X_CLIENT_ID: text(),
    X_CLIENT_SECRET: text(),
    APPLE_CLIENT_ID: text(),
    APPLE_TEAM_ID: text(),
    APPLE_KEY_ID: text(),
    APPLE_PRIVATE_KEY: text(),
    OIDC_ISSUER: httpUrl(),
    OIDC_CLIENT_ID: text(),
    OIDC_CLIENT_SECRET: text(),
    OIDC_NAME: text(),
    RATE_LIMIT_SIGN_IN: rateLimit,
    RATE_LIMIT_SIGN_UP: rateLimit,
    RATE_LIMIT_AI: rateLimit,
    RATE_LIMIT_PASSWORD_CHECK: rateLimit,
    RATE_LIMIT_INVITE_CODE: rateLimit,
    RATE_LIMIT_UPLOADS: rateLimit,
    RATE_LIMIT_HOUSEHOLD_UPLOADS: rateLimit,
    RATE_LIMIT_FEEDBACK: rateLimit,
    RATE_LIMIT_PASSWORD_RESET: rateLimit,
    UPLOAD_MB_PER_HOUR: positiveInt(100_000),
    UPLOAD_QUOTA_MB: positiveInt(1_000_000),
    /** Web Push (issue 21): unset, a key pair is generated once into DATA_DIR (push/vapid-keys.ts). */
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a base64url P-256 public key (87 characters)' })),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a base64url P-256 private key (43 characters)' })),
    /** Who push services contact about this server: mailto: or https:, default APP_URL when https. */
    VAPID_SUBJECT: urlWithProtocols(['mailto:', 'https:'], 'must be a mailto: or https:// URL'),
    /** `true` lets push go to http:// endpoints (a local test push service); real ones are https. */
    PUSH_ALLOW_HTTP_ENDPOINTS: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    /** `true` lets push go to any host, not only the browsers' known push services (a self-hosted one); special-purpose addresses stay refused. */
    PUSH_ALLOW_ANY_ENDPOINT: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    /** Outgoing mail (password reset links): `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
    SMTP_URL: optional(
      z.string().refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.org:587'),
    ),
    SMTP_FROM: mailbox,
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters long')),
    TRUST_PROXY: nonNegativeInt(10),
    SHUTDOWN_TIMEOUT: nonNegativeInt(600),
    /** Set by npm to the folder the command was typed in: relative paths are the user's, not the workspace's. */
    INIT_CWD: text(),
  })
  .superRefine((env, ctx) => {
    for (const group of groups) {
      const values = group.map((key) => env[key as keyof typeof env]);
      const setIndex = values.findIndex((value) => value !== undefined);
      if (setIndex === -1) continue;
      const missing = group.find((_, i) => values[i] === undefined);
      if (missing) {
        ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${group[setIndex]} is set` });
      }
    }
  })
  .transform((env): ParsedEnv => {
    const baseDir = env.INIT_CWD ?? process.cwd();
    const fromBase = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path));
    const port = env.PORT ?? 3000;
    const pair = (clientId?: string, clientSecret?: string) =>
      clientId && clientSecret ? { clientId, clientSecret } : null;
    return {
      port,
      dataDir: fromBase(env.DATA_DIR ?? './data'),
      databaseUrl: env.DATABASE_URL ?? null,
      redisUrl: env.REDIS_URL ?? null,
      redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? 'socket.io',
      sessionSecret: env.SESSION_SECRET ?? null,
      passwordHashLogN: env.PASSWORD_HASH_LOG_N ?? defaultPasswordHashLogN,
      appUrl: trimSlash(env.APP_URL ?? `http://localhost:${port}`),
      adminEmails: env.ADMIN_EMAILS ?? [],
      logLevel: env.LOG_LEVEL ?? 'info',
      staticDir: env.STATIC_DIR ? fromBase(env.STATIC_DIR) : defaultStaticDir,
      openai:
        env.OPENAI_API_KEY || env.OPENAI_BASE_URL
          ? {
              apiKey: env.OPENAI_API_KEY ?? null,
              baseUrl: env.OPENAI_BASE_URL ? trimSlash(env.OPENAI_BASE_URL) : null,
              model: env.OPENAI_MODEL ?? null,
              transcribeModel: env.OPENAI_TRANSCRIBE_MODEL ?? 'whisper-1',
              timeoutMs: (env.OPENAI_TIMEOUT ?? 60) * 1000,
            }
          : null,
      fdcApiKey: env.FDC_API_KEY ?? null,
      openFoodFactsUrl: env.OPEN_FOOD_FACTS_URL ? trimSlash(env.OPEN_FOOD_FACTS_URL) : null,
      importAllowPrivateHosts: env.IMPORT_ALLOW_PRIVATE_HOSTS === 'true',
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
              apiUrl: env.STRIPE_API_URL ? trimSlash(env.STRIPE_API_URL) : null,
            }
          : null,
      rateLimits: {
        signIn: env.RATE_LIMIT_SIGN_IN ?? { limit: 30, windowMs: 15 * 60_000 },
        signUp: env.RATE_LIMIT_SIGN_UP ?? { limit: 50, windowMs: 60 * 60_000 },
        ai: env.RATE_LIMIT_AI ?? { limit: 30, windowMs: 60_000 },
        passwordCheck: env.RATE_LIMIT_PASSWORD_CHECK ?? { limit: 10, windowMs: 15 * 60_000 },
        inviteCode: env.RATE_LIMIT_INVITE_CODE ?? { limit: 10, windowMs: 15 * 60_000 },
        uploads: env.RATE_LIMIT_UPLOADS ?? { limit: 60, windowMs: 60 * 60_000 },
        householdUploads: env.RATE_LIMIT_HOUSEHOLD_UPLOADS ?? { limit: 200, windowMs: 60 * 60_000 },
        feedback: env.RATE_LIMIT_FEEDBACK ?? { limit: 20, windowMs: 60 * 60_000 },
        passwordReset: env.RATE_LIMIT_PASSWORD_RESET ?? { limit: 10, windowMs: 15 * 60_000 },
      },
      uploadQuota: {
        bytesPerHour: (env.UPLOAD_MB_PER_HOUR ?? 200) * 1024 * 1024,
        householdBytes: (env.UPLOAD_QUOTA_MB ?? 2048) * 1024 * 1024,
      },
      webPush: {
        vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
        subject: env.VAPID_SUBJECT ?? null,
        allowHttpEndpoints: env.PUSH_ALLOW_HTTP_ENDPOINTS === 'true',
        allowAnyEndpoint: env.PUSH_ALLOW_ANY_ENDPOINT === 'true',
      },
      smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM.trim() } : null,
      metricsToken: env.METRICS_TOKEN ?? null,
      // behind an https proxy, req.protocol and Secure cookies must follow X-Forwarded-Proto
      trustProxy: env.TRUST_PROXY ?? (env.APP_URL?.startsWith('https://') ? 1 : 0),
      shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT ?? 10) * 1000,
      oauth: {
        google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
        github: pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
        x: pair(env.X_CLIENT_ID, env.X_CLIENT_SECRET),
        apple:
          env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
            ? {
                clientId: env.APPLE_CLIENT_ID,
                teamId: env.APPLE_TEAM_ID,
                keyId: env.APPLE_KEY_ID,
                // env files cannot hold newlines: PEM keys are commonly written with literal \n
                privateKey: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
              }
            : null,
        oidc:
          env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
            ? {
                issuer: trimSlash(env.OIDC_ISSUER),
                clientId: env.OIDC_CLIENT_ID,
                clientSecret: env.OIDC_CLIENT_SECRET,
                name: env.OIDC_NAME ?? 'OpenID Connect',
              }
            : null,
      },
    };
  });

export type Env = Readonly<Record<string, string | undefined>>;
