import type { HttpMiddleware, HttpRequest } from '#platform/http/http-types.js';
import { readRawBody } from '#platform/http/raw-body.js';

/** Where Stripe posts its events; also the mount point of the raw-body reader in bootstrap. */
export const stripeWebhookPath = '/api/donations/webhook';

export interface RawBodyRequest extends HttpRequest {
  rawBody?: Buffer;
}

/**
 * Stripe signs the exact bytes it sent, so its webhook must see them before the JSON parser turns
 * them into an object (re-serialising would not give the same bytes back). Mounted ahead of the
 * body parsers on the webhook path only; once the stream is read they skip the request.
 */
export function rawWebhookBody(limitBytes: number): HttpMiddleware<RawBodyRequest> {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    readRawBody(req, limitBytes).then((bytes) => {
      if (bytes === null) {
        res.status(413).json({ message: 'Webhook body is too large' });
        return;
      }
      req.rawBody = bytes;
      req.body = {};
      next();
    }, next);
  };
}
