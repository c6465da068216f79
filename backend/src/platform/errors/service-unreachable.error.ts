/** A service the configuration points at (database, Redis) does not answer at boot: the operator's to fix. */
export class ServiceUnreachableError extends Error {
  override readonly name = 'ServiceUnreachableError';
}

/** A connection URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
