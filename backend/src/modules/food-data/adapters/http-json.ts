import { ExternalServiceError } from '../domain/ports/external-service.error.js';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * GET a JSON resource with a deadline. Any HTTP status is returned (the caller decides what a
 * 404 means); network failures, timeouts and non-JSON bodies throw ExternalServiceError.
 */
export async function getJson(service: string, url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ExternalServiceError(service, timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ExternalServiceError(service, `answered ${response.status} without JSON`, response.status);
  }
  return { status: response.status, body };
}
