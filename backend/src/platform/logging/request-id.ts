import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** Ids from a proxy are kept when they look like ids; anything else could forge log lines. */
const acceptable = /^[\w.:-]{1,128}$/;

/** The request's id: the incoming `x-request-id` or a new uuid, echoed in the response header. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[requestIdHeader];
  const id = typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
  response.setHeader(requestIdHeader, id);
  return id;
}
