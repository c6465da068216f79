import { z } from 'zod';
import { JsonTextPipe } from './json-text.pipe.js';
import { MalformedJsonError, RequestValidationError } from './request-errors.js';
import { zod } from './zod.pipe.js';

describe('zod pipe', () => {
  const pipe = zod(z.object({ servings: z.coerce.number().int().min(1), notes: z.string().trim().optional() }));

  it("returns the schema's output, coerced and stripped of unknown keys", () => {
    expect(pipe.transform({ servings: '4', notes: '  spicy ', extra: true })).toEqual({ servings: 4, notes: 'spicy' });
  });

  it('throws the issues of a failed parse for the exception filter', () => {
    let thrown: unknown;
    try {
      pipe.transform({ servings: 0 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RequestValidationError);
    expect((thrown as RequestValidationError).issues).toEqual([
      expect.objectContaining({ path: ['servings'], code: 'too_small' }),
    ]);
  });

  it('names the field of a single named param in its issues', () => {
    let thrown: unknown;
    try {
      zod(z.string().max(3)).transform('toolong', { type: 'param', data: 'token' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as RequestValidationError).issues).toEqual([expect.objectContaining({ path: ['token'], code: 'too_big' })]);
  });

  it('refuses NUL and C0 controls in any string of the input, naming the field, before the schema', () => {
    const loose = zod(z.object({ data: z.unknown(), notes: z.string().optional() }));
    const issuesOf = (value: unknown, metadata?: { type: 'query'; data: string }) => {
      try {
        loose.transform(value, metadata);
      } catch (error) {
        return (error as RequestValidationError).issues;
      }
      return null;
    };
    expect(issuesOf({ data: { list: ['ok', 'a\u0000b'] } })).toEqual([
      expect.objectContaining({ path: ['data', 'list', 1], message: 'must not contain control characters', code: 'custom' }),
    ]);
    expect(issuesOf('x\u001b', { type: 'query', data: 'q' })).toEqual([expect.objectContaining({ path: ['q'] })]);
    expect(issuesOf({ data: null, notes: 'tab\tand\nnewline\r\n' })).toBeNull();
  });

  it('validates a single param', () => {
    const id = zod(z.uuid());
    expect(id.transform('0b5c3a44-63c5-4c21-9d6f-7b6e2b3a9c11')).toBe('0b5c3a44-63c5-4c21-9d6f-7b6e2b3a9c11');
    expect(() => id.transform('42')).toThrow(RequestValidationError);
  });
});

describe('JsonTextPipe', () => {
  const pipe = new JsonTextPipe();

  it('parses a JSON text body and passes objects through', () => {
    expect(pipe.transform('{"name":"LCP"}')).toEqual({ name: 'LCP' });
    const body = { name: 'CLS' };
    expect(pipe.transform(body)).toBe(body);
  });

  it('rejects text that is not JSON', () => {
    expect(() => pipe.transform('name=LCP')).toThrow(MalformedJsonError);
  });
});
