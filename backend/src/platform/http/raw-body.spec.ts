import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readRawBody } from './raw-body.js';

const request = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as unknown as IncomingMessage;

describe('readRawBody', () => {
  it('answers the bytes exactly as sent, across chunks', async () => {
    expect((await readRawBody(request('{"a":', ' 1}'), 100))?.toString()).toBe('{"a": 1}');
  });

  it('answers null past the limit, having read the body to its end', async () => {
    const req = request('12345', '67890');
    expect(await readRawBody(req, 8)).toBeNull();
    expect(req.readableEnded).toBe(true);
  });

  it('keeps a body of exactly the limit', async () => {
    expect((await readRawBody(request('1234', '5678'), 8))?.toString()).toBe('12345678');
  });
});
