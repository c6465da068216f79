import { resolveUploadType, uploadMaxBytes } from '@sous/contracts';
import type { NextFunction, Request, Response } from 'express';

/** Mount point of the upload body reader in bootstrap: `PUT /objects/uploads/{id}?…`. */
export const uploadBodyPath = '/objects/uploads';

/** What the reader found: the bytes, or why there are none. */
/** `contentType` is the type to store: as sent, or read from the name when the generic binary type was sent. */
export type UploadBody = { kind: 'bytes'; bytes: Buffer; contentType: string; fileName: string | null } | { kind: 'too-large' } | { kind: 'unsupported-type' };

export interface UploadBodyRequest extends Request {
  uploadBody?: UploadBody;
}

/**
 * Reads the raw file of an upload PUT before the global JSON/text parsers can (they would turn a
 * .txt file into a string, or refuse it past their 1 MB limit); once the stream is read they skip
 * the request. Past `limitBytes` (or a declared Content-Length over it) the rest is drained
 * unbuffered and the controller answers 413; a type we do not store is drained the same way (415).
 */
export function readUploadBody(limitBytes = uploadMaxBytes) {
  return (req: UploadBodyRequest, _res: Response, next: NextFunction): void => {
    if (req.method !== 'PUT') return next();
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    const header = req.headers['x-file-name'];
    const fileName = typeof header === 'string' ? safeDecode(header) : null;
    const contentType = resolveUploadType(req.headers['content-type'], fileName);
    let refused: UploadBody | null = null;
    if (contentType === null) refused = { kind: 'unsupported-type' };
    else if (Number.isFinite(declared) && declared > limitBytes) refused = { kind: 'too-large' };
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limitBytes) {
        refused = { kind: 'too-large' };
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      req.uploadBody = refused ?? { kind: 'bytes', bytes: Buffer.concat(chunks), contentType: contentType!, fileName: header === undefined ? null : String(header) };
      req.body = {};
      next();
    });
    req.on('error', next);
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
