import type { ServerResponse } from 'node:http';

/** What the limiter middleware tells the request log about a request it refused with 429. */
export interface LimitedAnswer {
  /** The limited route it matched, as its table names it: `POST /api/auth/email/login`. */
  route: string;
  bucket: string;
  /** Whose budget was spent: `ip:…`, `user:…` or `token:<hash prefix>` (never a secret). */
  caller: string;
}

const answers = new WeakMap<ServerResponse, LimitedAnswer>();

/** Remembers, for the request log, why the limiter refused this response's request. */
export function noteLimitedAnswer(response: ServerResponse, answer: LimitedAnswer): void {
  answers.set(response, answer);
}

export function limitedAnswerOf(response: ServerResponse): LimitedAnswer | undefined {
  return answers.get(response);
}
