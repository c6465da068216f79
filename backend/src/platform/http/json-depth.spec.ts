import { exceedsJsonDepth, JsonTooDeepError, refuseDeepJson } from './json-depth.js';
import { JsonTextPipe } from './json-text.pipe.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('allows 32 levels and refuses 33, objects and arrays alike', () => {
    expect(exceedsJsonDepth(nested(32))).toBe(false);
    expect(exceedsJsonDepth(nested(33))).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(100), b: `\\"${'{'.repeat(100)}` }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify(['"]]]]', nested(40)]))).toBe(false);
  });

  it('scans raw UTF-8 bytes, multi-byte characters included', () => {
    expect(exceedsJsonDepth(Buffer.from(`["שמן 🍳", ${nested(40)}]`))).toBe(true);
    expect(exceedsJsonDepth(Buffer.from('["שמן 🍳 [[[["]'))).toBe(false);
  });

  it('throws from the body parser hook and from the beacon pipe before parsing', () => {
    const request = {} as Parameters<typeof refuseDeepJson>[0];
    const response = {} as Parameters<typeof refuseDeepJson>[1];
    expect(() => refuseDeepJson(request, response, Buffer.from(nested(5_000)))).toThrow(JsonTooDeepError);
    expect(() => refuseDeepJson(request, response, Buffer.from('{"a":[1]}'))).not.toThrow();
    expect(() => new JsonTextPipe().transform(nested(100_000))).toThrow(JsonTooDeepError);
  });
});
