import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config-error.js';
import { loadConfig, parseEnv } from './load-config.js';

describe('parseEnv', () => {
  it('runs everything on one machine with no configuration', () => {
    const config = parseEnv({ INIT_CWD: '/srv/sous' });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/sous/data',
      databaseUrl: null,
      redisUrl: null,
      redisChannelPrefix: 'socket.io',
      sessionSecret: null,
      passwordHashLogN: 15,
      appUrl: 'http://localhost:3000',
      adminEmails: [],
      logLevel: 'info',
      openai: null,
      fdcApiKey: null,
      openFoodFactsUrl: null,
      stripe: null,
      oauth: { google: null, github: null, x: null, apple: null, oidc: null },
    });
    expect(config.staticDir).toMatch(/frontend[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = parseEnv({
      PORT: '8080',
      DATA_DIR: 'var/sous',
      INIT_CWD: '/srv',
      DATABASE_URL: 'postgresql://sous@db:5432/sous',
      REDIS_URL: 'redis://cache:6379',
      SESSION_SECRET: 's'.repeat(40),
      APP_URL: 'https://sous.example.org/',
      ADMIN_EMAILS: ' Chef@Example.org, sous@example.org ,',
      LOG_LEVEL: 'debug',
      STATIC_DIR: '/opt/sous/web',
      OPENAI_BASE_URL: 'http://ollama:11434/v1',
      OPENAI_MODEL: 'llama3.1',
      FDC_API_KEY: 'fdc',
      OPEN_FOOD_FACTS_URL: 'https://world.openfoodfacts.org',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      APPLE_CLIENT_ID: 'apple-id',
      APPLE_TEAM_ID: 'team',
      APPLE_KEY_ID: 'key',
      APPLE_PRIVATE_KEY: '-----BEGIN-----\\nabc\\n-----END-----',
      OIDC_ISSUER: 'https://id.example.org/',
      OIDC_CLIENT_ID: 'oidc-id',
      OIDC_CLIENT_SECRET: 'oidc-secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/var/sous',
      databaseUrl: 'postgresql://sous@db:5432/sous',
      redisUrl: 'redis://cache:6379',
      sessionSecret: 's'.repeat(40),
      appUrl: 'https://sous.example.org',
      adminEmails: ['chef@example.org', 'sous@example.org'],
      logLevel: 'debug',
      staticDir: '/opt/sous/web',
      openai: { apiKey: null, baseUrl: 'http://ollama:11434/v1', model: 'llama3.1' },
      fdcApiKey: 'fdc',
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      stripe: { secretKey: 'sk', publishableKey: 'pk', webhookSecret: null },
      oauth: {
        google: null,
        github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
        x: null,
        apple: { clientId: 'apple-id', teamId: 'team', keyId: 'key', privateKey: '-----BEGIN-----\nabc\n-----END-----' },
        oidc: { issuer: 'https://id.example.org', clientId: 'oidc-id', clientSecret: 'oidc-secret', name: 'OpenID Connect' },
      },
    });
  });

  it('reads the test harness knobs: a lower password hash cost and a Redis channel prefix', () => {
    expect(parseEnv({ PASSWORD_HASH_LOG_N: '10', REDIS_CHANNEL_PREFIX: 'sous-test:w1' })).toMatchObject({
      passwordHashLogN: 10,
      redisChannelPrefix: 'sous-test:w1',
    });
  });

  it('reads outgoing mail: off by default, SMTP_URL with SMTP_FROM when set', () => {
    expect(parseEnv({}).smtp).toBeNull();
    expect(parseEnv({}).rateLimits.passwordReset).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    for (const from of ['sous@example.org', ' Sous Kitchen <sous@example.org> ']) {
      expect(parseEnv({ SMTP_URL: 'smtps://user:p%40ss@mail.example.org:465', SMTP_FROM: from }).smtp).toEqual({
        url: 'smtps://user:p%40ss@mail.example.org:465',
        from: from.trim(),
      });
    }
  });

  it('follows PORT in the default APP_URL and treats empty values as unset', () => {
    expect(parseEnv({ PORT: '4100', REDIS_URL: '', APP_URL: ' ' })).toMatchObject({
      appUrl: 'http://localhost:4100',
      redisUrl: null,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '0', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '70000', 'PORT must be an integer between 1 and 65535'],
    ['PORT', '80.5', 'PORT must be an integer between 1 and 65535'],
    ['DATABASE_URL', 'nonsense', 'DATABASE_URL must be a postgresql:// connection URL'],
    ['DATABASE_URL', 'mysql://db/sous', 'DATABASE_URL must be a postgresql:// connection URL'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters long'],
    ['PASSWORD_HASH_LOG_N', '9', 'PASSWORD_HASH_LOG_N must be an integer between 10 and 20'],
    ['PASSWORD_HASH_LOG_N', '15.5', 'PASSWORD_HASH_LOG_N must be an integer between 10 and 20'],
    ['REDIS_CHANNEL_PREFIX', 'a b', 'REDIS_CHANNEL_PREFIX must be 1 to 64 letters, digits or . _ : -'],
    ['APP_URL', 'sous.example.org', 'APP_URL must be an http:// or https:// URL'],
    ['ADMIN_EMAILS', 'chef@example.org,not-an-email', 'ADMIN_EMAILS must be a comma-separated list of email addresses'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['OPENAI_BASE_URL', 'ftp://models', 'OPENAI_BASE_URL must be an http:// or https:// URL'],
    ['OPEN_FOOD_FACTS_URL', 'openfoodfacts', 'OPEN_FOOD_FACTS_URL must be an http:// or https:// URL'],
    ['OIDC_ISSUER', 'issuer', 'OIDC_ISSUER must be an http:// or https:// URL'],
    ['SMTP_URL', 'mail.example.org:587', 'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.org:587'],
    ['SMTP_URL', 'smtp://', 'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.org:587'],
    ['SMTP_FROM', 'Sous', 'SMTP_FROM must be an email address, optionally with a name: Sous <sous@example.org>'],
    ['SMTP_FROM', 'Sous <not-an-address>', 'SMTP_FROM must be an email address, optionally with a name: Sous <sous@example.org>'],
  ])('rejects %s=%p naming the variable', (variable, value, message) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set'],
    [{ X_CLIENT_SECRET: 'secret' }, 'X_CLIENT_ID is required when X_CLIENT_SECRET is set'],
    [{ APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 'team' }, 'APPLE_KEY_ID is required when APPLE_CLIENT_ID is set'],
    [{ OIDC_CLIENT_ID: 'id' }, 'OIDC_ISSUER is required when OIDC_CLIENT_ID is set'],
    [{ STRIPE_SECRET_KEY: 'sk' }, 'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set'],
    [{ SMTP_URL: 'smtp://mail.example.org' }, 'SMTP_FROM is required when SMTP_URL is set'],
  ])('rejects half-configured providers: %p', (env, message) => {
    expect(() => parseEnv(env)).toThrow(`Invalid configuration: ${message}`);
  });
});

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'sous-config-')), 'nested', 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..', '..'), { recursive: true, force: true }));

  it('generates the session secret once into DATA_DIR, readable by the owner only, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'session-secret');
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('prefers SESSION_SECRET and then writes nothing', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(() => statSync(join(dataDir, 'session-secret'))).toThrow();
  });

  it('replaces a secret file too short to sign with', () => {
    loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'session-secret');
    writeFileSync(file, 'tiny', { mode: 0o644 });
    const { sessionSecret } = loadConfig({ DATA_DIR: dataDir });
    expect(sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
