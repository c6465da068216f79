import { resolveUploadType, uploadMaxBytes } from '@sous/contracts';
import type { HttpMiddleware, HttpRequest } from '#platform/http/http-types.js';
import { readRawBody } from '#platform/http/raw-body.js';
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

export interface UploadBodyRequest extends HttpRequest {
  uploadBody?: UploadBody;
}

/**
 * Reads the raw file of an upload PUT before the global JSON/text parsers can (they would turn a
 * .txt file into a string, or refuse it past their 1 MB limit); once the stream is read they skip
 * the request. Past `limitBytes` (or a declared Content-Length over it) the rest is drained
 * unbuffered and the controller answers 413; a type we do not store is drained the same way (415),
 * and so is a body whose magic bytes are not those of its declared type (415).
 */
export function readUploadBody(limitBytes = uploadMaxBytes): HttpMiddleware<UploadBodyRequest> {
  return (req, _res, next) => {
    if (req.method !== 'PUT') return next();
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    const header = req.headers['x-file-name'];
    const fileName = typeof header === 'string' ? safeDecode(header) : null;
    const contentType = resolveUploadType(req.headers['content-type'], fileName);
    let refused: UploadBody | null = null;
    if (contentType === null || !isSniffableType(contentType)) refused = { kind: 'unsupported-type' };
    else if (Number.isFinite(declared) && declared > limitBytes) refused = { kind: 'too-large' };
    // a refused body is drained without keeping any of it
    readRawBody(req, refused ? 0 : limitBytes).then((bytes) => {
      if (!refused && bytes === null) refused = { kind: 'too-large' };
      // an empty body is left to the handler (400 "The file is empty.")
      if (!refused && bytes && bytes.length > 0 && !contentMatchesType(contentType!, bytes)) refused = { kind: 'content-mismatch' };
      req.uploadBody = refused ?? { kind: 'bytes', bytes: bytes!, contentType: contentType!, fileName: header === undefined ? null : String(header) };
      req.body = {};
      next();
    }, next);
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
