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
  declare readonly sessionSecret: string;
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
  } | null;
  /** null: embedded food database only. */
  declare readonly fdcApiKey: string | null;
  /** null: no online barcode lookup. */
  declare readonly openFoodFactsUrl: string | null;
  /** null: donations off. */
  declare readonly stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | null;
  } | null;
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
