import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies nest objects and arrays at most this deep (DESIGN §7). */
export const maxJsonDepth = 32;

const open = new Set([0x7b, 0x5b]); // { [
const close = new Set([0x7d, 0x5d]); // } ]
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests deeper than `max`, found by scanning the bytes before anything parses
 * (a parser, a reviver or a schema walking 5,000 levels recurses out of stack). Brackets inside
 * strings do not count. Works on UTF-8 bytes as is: every byte of a multi-byte character is ≥ 0x80.
 */
export function exceedsJsonDepth(bytes: Uint8Array | string, max = maxJsonDepth): boolean {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i];
    if (inString) {
      if (byte === backslash) i++;
      else if (byte === quote) inString = false;
    } else if (byte === quote) {
      inString = true;
    } else if (open.has(byte)) {
      if (++depth > max) return true;
    } else if (close.has(byte)) {
      depth--;
    }
  }
  return false;
}

/** A body refused for its nesting, before parsing. */
export class JsonTooDeepError extends Error {
  override readonly name = 'JsonTooDeepError';
  constructor(readonly max = maxJsonDepth) {
    super(`JSON body is nested too deeply (the limit is ${max} levels)`);
  }
}

/** The JSON body parser's `verify` hook: runs on the raw bytes, before JSON.parse. */
export function refuseDeepJson(_request: IncomingMessage, _response: ServerResponse, body: Buffer): void {
  if (exceedsJsonDepth(body)) throw new JsonTooDeepError();
}

/**
 * Options of the JSON body parser. Nest's types leave `verify` out (its rawBody option uses it),
 * but it passes the hook on to body-parser; Sous does not use rawBody.
 */
export const jsonParserOptions = (limit: string) => ({ limit, verify: refuseDeepJson });
