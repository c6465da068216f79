import { validationErrorBody } from '@sous/contracts';
import { ApiError } from './api-client';

/** Field name (the first path segment of an issue) → the first message about it. */
export type FieldErrors = Partial<Record<string, string>>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

function firstPerField(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The issues of a 400 answer (`{ message, issues }`, DESIGN §7); none for anything else. */
export function validationIssuesFrom(error: unknown): readonly IssueLike[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return [];
  }
  const body = validationErrorBody.safeParse(parsed);
  return body.success ? body.data.issues : [];
}

/** The field errors of a 400 answer (`{ message, issues }`, DESIGN §7); empty for anything else. */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  return firstPerField(validationIssuesFrom(error));
}

/** The field errors of a failed client-side parse with a contract schema (a zod error). */
export function fieldErrorsFromZod(error: { issues: readonly IssueLike[] }): FieldErrors {
  return firstPerField(error.issues);
}

// Lives in api-client.ts, free of zod, so screens that only show server messages do not download
// the schema library; re-exported here where the form helpers are.
export { serverMessage } from './api-client';

/**
 * Contract messages are written to follow a field name ("must be at least 8 characters"); shown
 * under a labelled input they read better with the label in front. Sentences ("Required") stay.
 */
export function withFieldLabel(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
