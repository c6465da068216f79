import type { IncomingMessage } from 'node:http';

/**
 * Reads a request's body as the exact bytes sent, for routes that must see them before the JSON and
 * text parsers do (a signed webhook, an uploaded file); once the stream is read those parsers skip
 * the request. Past `limitBytes` nothing more is kept but the rest is still drained, so the route
 * can answer (413) on a connection that stays usable: resolves null then.
 */
export function readRawBody(req: IncomingMessage, limitBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
