import type { NextFunction, Request, Response } from 'express';
import { requestPath } from '../http/normalised-path.js';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const jsonOnlyMessage = 'Send the body as JSON (Content-Type: application/json).';

/**
 * Routes under /api whose bodies are not JSON by design: the recording of a transcription
 * (multipart), a receipt photo to scan (multipart), a cookbook archive to import (multipart), the form Apple posts back to the OAuth callback (no session cookie travels with
 * it), and the web-vitals beacon, which `navigator.sendBeacon` can only send as text/plain (the
 * route parses it as JSON and only records a metric).
 */
const exceptions: readonly { path: RegExp; types: readonly string[] }[] = [
  { path: /^\/api\/voice\/transcribe$/, types: ['multipart/form-data'] },
  { path: /^\/api\/receipts\/scan$/, types: ['multipart/form-data'] },
  { path: /^\/api\/recipes\/import\/archive(\/commit)?$/, types: ['multipart/form-data'] },
  { path: /^\/api\/auth\/callback\/[^/]+$/, types: ['application/x-www-form-urlencoded'] },
  { path: /^\/api\/analytics$/, types: ['text/plain'] },
];

const isJson = (type: string) => type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);

/**
 * DESIGN §7: writes accept JSON only. A form or text/plain body is what a page of another site can
 * send without a CORS preflight, and a multipart or form body would otherwise reach the handlers
 * half-parsed; both answer 415 (uploads go to `PUT /objects/uploads/…`, outside /api). A write
 * without a body (or without a Content-Type) passes: its handler validates what it needs.
 * The exceptions match the normalised path (normalised-path.ts), so they hold for every spelling
 * of their route and for no other route.
 */
export function jsonOnlyWrites() {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!writeMethods.has(request.method)) return next();
    const header = request.headers['content-type'];
    if (header === undefined || !hasBody(request)) return next();
    const type = header.split(';')[0].trim().toLowerCase();
    if (isJson(type)) return next();
    const path = requestPath(request);
    if (exceptions.some((exception) => exception.path.test(path) && exception.types.includes(type))) return next();
    response.status(415).json({ message: jsonOnlyMessage });
  };
}

function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}
