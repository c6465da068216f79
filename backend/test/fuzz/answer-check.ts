import { type ApiSuccess, errorBody, isApiMedia, sessionExpiredBody, validationErrorBody } from '@sous/contracts';
import type { z } from 'zod';
import type { ApiRoute } from '#platform/openapi/api-route-explorer.js';
import type { Answer } from './http-client.js';

/** What the fuzz runs count and print (issue 15 "Done when"). */
export interface FuzzTally {
  requests: number;
  serverErrors: number;
  /** Answers whose body does not match the schema the document gives for their status. */
  schemaViolations: number;
  /** Statuses the document does not list for the route, and inputs the schema and the server judge differently. */
  mismatches: number;
  /** A few examples of each kind, for the failure message. */
  examples: string[];
}

export const emptyTally = (): FuzzTally => ({ requests: 0, serverErrors: 0, schemaViolations: 0, mismatches: 0, examples: [] });

const note = (tally: FuzzTally, text: string) => {
  if (tally.examples.length < 30) tally.examples.push(text.slice(0, 400));
};

/** Every status the document lists for the route: its successes and its errors. */
export function documentedStatuses(route: ApiRoute): number[] {
  return [...Object.keys(route.doc.responses).map(Number), ...route.errors];
}

function schemaFor(route: ApiRoute, status: number): z.ZodType | null | undefined {
  const success: ApiSuccess | undefined = (route.doc.responses as Record<number, ApiSuccess>)[status];
  if (success !== undefined) {
    if (success === null) return null;
    return isApiMedia(success) ? success.schema : success;
  }
  if (status === 400) return validationErrorBody;
  // an optimistic write's 409 carries the stored state it lost to, of the documented shape
  if (status === 409 && route.doc.conflict) return errorBody.extend({ current: route.doc.conflict }).strict();
  if (status === 401) return errorBody.or(sessionExpiredBody);
  return errorBody;
}

/**
 * Counts one answer: 5xx, a status the document does not list, or a body that does not match the
 * documented schema of its status. `where` says which request it was, for the failure message.
 */
export function tallyAnswer(tally: FuzzTally, route: ApiRoute, answer: Answer, where: string): void {
  tally.requests += 1;
  if (answer.status >= 500) {
    tally.serverErrors += 1;
    note(tally, `5xx: ${where} -> ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  if (answer.status >= 300 && answer.status < 400) return;
  if (!documentedStatuses(route).includes(answer.status)) {
    tally.mismatches += 1;
    note(tally, `undocumented ${answer.status}: ${where} -> ${answer.text.slice(0, 200)}`);
    return;
  }
  const schema = schemaFor(route, answer.status);
  if (schema === undefined) return;
  if (schema === null) {
    if (answer.text !== '') {
      tally.schemaViolations += 1;
      note(tally, `body on a no-content answer: ${where}`);
    }
    return;
  }
  if (!answer.contentType.includes('json')) return;
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) {
    tally.schemaViolations += 1;
    note(tally, `schema: ${where} -> ${answer.status} ${JSON.stringify(parsed.error.issues[0])} ${answer.text.slice(0, 200)}`);
  }
}

/** Counts a disagreement between what the contract promises and what the server did. */
export function tallyMismatch(tally: FuzzTally, text: string): void {
  tally.mismatches += 1;
  note(tally, `mismatch: ${text}`);
}

export function printTally(title: string, tally: FuzzTally, snapshotUnchanged?: boolean): void {
  const lines = [
    `${title}:`,
    `  requests: ${tally.requests}`,
    `  5xx: ${tally.serverErrors}`,
    `  responses violating the documented schema: ${tally.schemaViolations}`,
    `  documented-vs-enforced mismatches: ${tally.mismatches}`,
    ...(snapshotUnchanged === undefined ? [] : [`  database unchanged by rejected requests: ${snapshotUnchanged ? 'yes' : 'NO'}`]),
  ];
  console.log(lines.join('\n'));
}
