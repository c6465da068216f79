import type { AppConfig, ParsedEnv } from './app-config.js';
import { ConfigError } from './config-error.js';
import { envSchema, type Env } from './env.schema.js';
import { readOrCreateSessionSecret } from './session-secret.js';

/** Parses the environment; the first bad variable becomes a ConfigError naming it. */
export function parseEnv(env: Env): ParsedEnv {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const variable = issue.path.map(String).join('.');
  throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
}

export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = parseEnv(env);
  try {
    return { ...parsed, sessionSecret: parsed.sessionSecret ?? readOrCreateSessionSecret(parsed.dataDir) };
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR ${parsed.dataDir} is not writable (${(error as Error).message})`,
    );
  }
}
