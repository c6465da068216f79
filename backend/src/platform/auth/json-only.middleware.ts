import type { NextFunction, Request, Response } from 'express';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const jsonOnlyMessage = 'Send the body as JSON (Content-Type: application/json).';

/**
 * Routes under /api whose bodies are not JSON by design: the recording of a transcription
 * (multipart), a receipt photo to scan (multipart), a cookbook archive to import (multipart), the form Apple posts back to the OAuth callback (no session cookie travels with
 * it), and the web-vitals beacon, which `navigator.sendBeacon` can only send as text/plain (the
 * route parses it as JSON and only records a metric).
 */
const exceptions: readonly { path: RegExp; types: readonly string[] }[] = [
  { path: /^\/voice\/transcribe\/?$/, types: ['multipart/form-data'] },
  { path: /^\/receipts\/scan\/?$/, types: ['multipart/form-data'] },
  { path: /^\/recipes\/import\/archive(\/commit)?\/?$/, types: ['multipart/form-data'] },
  { path: /^\/auth\/callback\/[^/]+\/?$/, types: ['application/x-www-form-urlencoded'] },
  { path: /^\/analytics\/?$/, types: ['text/plain'] },
];

const isJson = (type: string) => type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);

/**
 * DESIGN §7: writes accept JSON only. A form or text/plain body is what a page of another site can
 * send without a CORS preflight, and a multipart or form body would otherwise reach the handlers
 * half-parsed; both answer 415 (uploads go to `PUT /objects/uploads/…`, outside /api). A write
 * without a body (or without a Content-Type) passes: its handler validates what it needs.
 * Mounted on /api, so paths are relative to it.
 */
export function jsonOnlyWrites() {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!writeMethods.has(request.method)) return next();
    const header = request.headers['content-type'];
    if (header === undefined || !hasBody(request)) return next();
    const type = header.split(';')[0].trim().toLowerCase();
    if (isJson(type)) return next();
    if (exceptions.some((exception) => exception.path.test(request.path) && exception.types.includes(type))) return next();
    response.status(415).json({ message: jsonOnlyMessage });
  };
}

function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}
