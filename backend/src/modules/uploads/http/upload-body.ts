import { resolveUploadType, uploadMaxBytes } from '@sous/contracts';
import type { NextFunction, Request, Response } from 'express';
import { contentMatchesType, isSniffableType } from '../domain/content-sniffer.js';

/** Mount point of the upload body reader in bootstrap: `PUT /objects/uploads/{id}?…`. */
export const uploadBodyPath = '/objects/uploads';

/** What the reader found: the bytes, or why there are none. */
/** `contentType` is the type to store: as sent, or read from the name when the generic binary type was sent. */
export type UploadBody =
  | { kind: 'bytes'; bytes: Buffer; contentType: string; fileName: string | null }
  | { kind: 'too-large' }
  | { kind: 'unsupported-type' }
  /** The bytes are not a file of the declared type (an HTML page sent as image/png): 415 too. */
  | { kind: 'content-mismatch' };

export interface UploadBodyRequest extends Request {
  uploadBody?: UploadBody;
}

/**
 * Reads the raw file of an upload PUT before the global JSON/text parsers can (they would turn a
 * .txt file into a string, or refuse it past their 1 MB limit); once the stream is read they skip
 * the request. Past `limitBytes` (or a declared Content-Length over it) the rest is drained
 * unbuffered and the controller answers 413; a type we do not store is drained the same way (415),
 * and so is a body whose magic bytes are not those of its declared type (415).
 */
export function readUploadBody(limitBytes = uploadMaxBytes) {
  return (req: UploadBodyRequest, _res: Response, next: NextFunction): void => {
    if (req.method !== 'PUT') return next();
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    const header = req.headers['x-file-name'];
    const fileName = typeof header === 'string' ? safeDecode(header) : null;
    const contentType = resolveUploadType(req.headers['content-type'], fileName);
    let refused: UploadBody | null = null;
    if (contentType === null || !isSniffableType(contentType)) refused = { kind: 'unsupported-type' };
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
      const bytes = Buffer.concat(chunks);
      // an empty body is left to the handler (400 "The file is empty.")
      if (!refused && bytes.length > 0 && !contentMatchesType(contentType!, bytes)) refused = { kind: 'content-mismatch' };
      req.uploadBody = refused ?? { kind: 'bytes', bytes, contentType: contentType!, fileName: header === undefined ? null : String(header) };
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
