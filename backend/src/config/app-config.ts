export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AppleClient {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
}

export interface OidcClient extends OAuthClient {
  issuer: string;
  /** Label on the sign-in button, e.g. "Authentik". */
  name: string;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** POST /api/auth/email/login per client address. */
  signIn: RateLimit;
  /** POST /api/auth/email/signup per client address. */
  signUp: RateLimit;
  /** Chat, recipe generation and transcription per user, all together. */
  ai: RateLimit;
  /** Wrong passwords when deleting the account, per user (failures only). */
  passwordCheck: RateLimit;
  /** Wrong invite codes on POST /api/household/join, per user (failures only). */
  inviteCode: RateLimit;
  /** Upload URLs (POST /api/objects/upload) per user. */
  uploads: RateLimit;
  /** Upload URLs per household, all members together. */
  householdUploads: RateLimit;
  /** Feedback posts per user. */
  feedback: RateLimit;
  /** Password reset: link requests by email, and wrong reset links, per client address (each counted apart). */
  passwordReset: RateLimit;
}

export interface UploadQuota {
  /** Bytes a user, and a household, may upload per hour (UPLOAD_MB_PER_HOUR): 429 beyond. */
  bytesPerHour: number;
  /** Bytes a household may keep stored (UPLOAD_QUOTA_MB): 413 beyond. */
  householdBytes: number;
}

/**
 * The parsed environment (DESIGN §5). Injected by type: `constructor(private readonly config: AppConfig)`.
 * Absent optional services are `null`, so callers test one value instead of several variables.
 */
export abstract class AppConfig {
  declare readonly port: number;
  /** Absolute path. */
  declare readonly dataDir: string;
  /** null: the embedded PGlite database in `<dataDir>/pglite`. */
  declare readonly databaseUrl: string | null;
  /** null: single process, in-memory socket adapter. */
  declare readonly redisUrl: string | null;
  /** Socket.IO's Redis channel prefix (REDIS_CHANNEL_PREFIX); `socket.io`, the adapter's own default, unless set. */
  declare readonly redisChannelPrefix: string;
  declare readonly sessionSecret: string;
  /** scrypt cost of new password hashes is 2^passwordHashLogN (PASSWORD_HASH_LOG_N, default 15). */
  declare readonly passwordHashLogN: number;
  /** Public origin without a trailing slash. */
  declare readonly appUrl: string;
  /** Lower-cased. */
  declare readonly adminEmails: readonly string[];
  declare readonly logLevel: LogLevel;
  /** Absolute path of the built frontend. */
  declare readonly staticDir: string;
  /** null: the offline chef. */
  declare readonly openai: {
    apiKey: string | null;
    baseUrl: string | null;
    model: string | null;
    /** Per request to the model (OPENAI_TIMEOUT, default 60 s); the offline chef answers after it. */
    timeoutMs: number;
    /** Speech-to-text model for voice input (OPENAI_TRANSCRIBE_MODEL, default whisper-1). */
    transcribeModel: string;
  } | null;
  /** null: embedded food database only. */
  declare readonly fdcApiKey: string | null;
  /** null: no online barcode lookup. */
  declare readonly openFoodFactsUrl: string | null;
  /** Recipe import may fetch loopback and private-network addresses (IMPORT_ALLOW_PRIVATE_HOSTS). */
  declare readonly importAllowPrivateHosts: boolean;
  /** null: donations off. */
  declare readonly stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | null;
    /** null: api.stripe.com; tests point it at a local fake. */
    apiUrl: string | null;
  } | null;
  /** Requests allowed per window on sign-in, sign-up and the AI routes (RATE_LIMIT_*). */
  declare readonly rateLimits: RateLimits;
  /** Upload volume per hour and stored bytes per household. */
  declare readonly uploadQuota: UploadQuota;
  /** Web Push (issue 21). */
  declare readonly webPush: {
    /** null: generated once into `<dataDir>/vapid-keys.json` by the push module. */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    /** VAPID_SUBJECT; null: APP_URL when it is https, else a mailto: of this host. */
    subject: string | null;
    /** PUSH_ALLOW_HTTP_ENDPOINTS: tests point subscriptions at a local http push service. */
    allowHttpEndpoints: boolean;
    /** PUSH_ALLOW_ANY_ENDPOINT: endpoints on any host, not only the known browser push services (issue 32). */
    allowAnyEndpoint: boolean;
  };
  /** Outgoing mail (SMTP_URL, SMTP_FROM); null: no mail, password reset links come from an admin. */
  declare readonly smtp: { url: string; from: string } | null;
  /** null: /metrics answers only to loopback clients. */
  declare readonly metricsToken: string | null;
  /** Proxies in front of the app whose X-Forwarded-* headers are believed (client IP, protocol). */
  declare readonly trustProxy: number;
  /** How long SIGTERM waits for in-flight requests before closing what is left. */
  declare readonly shutdownTimeoutMs: number;
  /** Each provider is null when not configured. */
  declare readonly oauth: {
    google: OAuthClient | null;
    github: OAuthClient | null;
    x: OAuthClient | null;
    apple: AppleClient | null;
    oidc: OidcClient | null;
  };
}

/** What the env schema yields: everything but the secret, which may need the data directory. */
export type ParsedEnv = Omit<AppConfig, 'sessionSecret'> & { sessionSecret: string | null };
