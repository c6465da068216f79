import type { NextFunction, Request, Response } from 'express';

/** Where Stripe posts its events; also the mount point of the raw-body reader in bootstrap. */
export const stripeWebhookPath = '/api/donations/webhook';

export interface RawBodyRequest extends Request {
  rawBody?: Buffer;
}

/**
 * Stripe signs the exact bytes it sent, so its webhook must see them before the JSON parser turns
 * them into an object (re-serialising would not give the same bytes back). Mounted ahead of the
 * body parsers on the webhook path only; once the stream is read they skip the request.
 */
export function rawWebhookBody(limitBytes: number) {
  return (req: RawBodyRequest, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return next();
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) {
        res.status(413).json({ message: 'Webhook body is too large' });
        return;
      }
      req.rawBody = Buffer.concat(chunks);
      req.body = {};
      next();
    });
    req.on('error', next);
  };
}
