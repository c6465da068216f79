import type { PipeTransform } from '@nestjs/common';
import { exceedsJsonDepth, JsonTooDeepError } from './json-depth.js';
import { MalformedJsonError } from './request-errors.js';

/**
 * `navigator.sendBeacon` posts JSON as `text/plain`, which arrives as a string: parse it so the
 * contract schema sees the same object as from a JSON request. Use before `zod(schema)`.
 */
export class JsonTextPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    if (exceedsJsonDepth(value)) throw new JsonTooDeepError();
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new MalformedJsonError();
    }
  }
}
