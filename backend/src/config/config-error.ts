/** A boot failure the operator must fix: printed as one line, no stack trace, exit code 1. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
