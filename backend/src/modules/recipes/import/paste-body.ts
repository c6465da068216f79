import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { HttpMiddleware } from '#platform/http/http-types.js';
import { exceedsJsonDepth, JsonTooDeepError } from '#platform/http/json-depth.js';
import { readRawBody } from '#platform/http/raw-body.js';

/** Mount point of the paste route's body reader in bootstrap: `POST /api/recipes/import`. */
export const importPastePath = '/api/recipes/import';

/**
 * A pasted page's source is often over the 1 MB every other JSON body is held to (a recipe blog's
 * page is 0.3–2 MB, a page in a script of 3-byte characters three times its length), so the paste
 * route alone reads up to 5 MB, compressed or not.
 */
export const pasteBodyLimitBytes = 5 * 1024 * 1024;

type Decoder = (bytes: Buffer, maxOutputLength: number, done: (error: Error | null, decoded: Buffer) => void) => void;
const decoders: Record<string, Decoder> = {
  gzip: (bytes, maxOutputLength, done) => gunzip(bytes, { maxOutputLength }, done),
  'x-gzip': (bytes, maxOutputLength, done) => gunzip(bytes, { maxOutputLength }, done),
  deflate: (bytes, maxOutputLength, done) => inflate(bytes, { maxOutputLength }, done),
  br: (bytes, maxOutputLength, done) => brotliDecompress(bytes, { maxOutputLength }, done),
};

/** The body decoded as its Content-Encoding says, at most `limit` bytes once decoded; null past it. */
function decode(bytes: Buffer, encoding: string, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    decoders[encoding](bytes, limit, (error, decoded) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') resolve(null);
      else if (error) reject(error);
      else resolve(decoded);
    });
  });
}

/**
 * Reads the JSON body of `POST /api/recipes/import` before the global JSON parser (1 MB) can: up
 * to `limitBytes` as sent and once decoded (gzip, deflate or br; a compressed body cannot grow past
 * the limit either), with the same depth check and the same answers as the global parser (413,
 * 400). Other methods, other types and the routes under the path (`/archive`) pass through.
 */
export function readPasteBody(limitBytes = pasteBodyLimitBytes): HttpMiddleware {
  const tooLarge = { message: `Request body is too large (the limit is ${limitBytes / (1024 * 1024)} MB)` };
  return (req, res, next) => {
    const exact = req.path === '/' || req.path === '';
    if (req.method !== 'POST' || !exact || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '')) return next();
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && !Object.hasOwn(decoders, encoding)) {
      res.status(415).json({ message: `Content-Encoding ${encoding} is not supported (gzip, deflate or br)` });
      return;
    }
    readRawBody(req, limitBytes)
      .then(async (sent) => {
        if (sent === null) return res.status(413).json(tooLarge);
        let bytes: Buffer | null = sent;
        if (encoding !== 'identity') {
          try {
            bytes = await decode(sent, encoding, limitBytes);
          } catch {
            return res.status(400).json({ message: 'Malformed JSON body', issues: [] });
          }
          if (bytes === null) return res.status(413).json(tooLarge);
        }
        // the depth check runs on the bytes, before JSON.parse can recurse (DESIGN §7)
        if (exceedsJsonDepth(bytes)) return res.status(400).json({ message: new JsonTooDeepError().message, issues: [] });
        let body: unknown;
        try {
          body = bytes.length === 0 ? {} : (JSON.parse(bytes.toString('utf8')) as unknown);
        } catch {
          body = undefined;
        }
        // strict, as the global parser is: only an object or an array is a JSON body; a bare scalar is malformed
        if (typeof body !== 'object' || body === null) return res.status(400).json({ message: 'Malformed JSON body', issues: [] });
        req.body = body;
        next();
      })
      .catch(next);
  };
}
