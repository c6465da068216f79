import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { findControlCharacter, textMessages } from '@sous/contracts';
import type { z } from 'zod';
import { RequestValidationError } from './request-errors.js';

/**
 * Parses a body, query or param with its contract schema; the result is the schema's output type.
 * Before the schema, every string of the input (nested JSON and object keys included) is held to
 * the free-text rule of DESIGN §7, so no route, whatever its schema says, lets NUL or a C0 control
 * reach the database (PostgreSQL refuses NUL, and the answer must be a 400 naming the field).
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<S> {
    // `@Param('token', zod(schema))` parses one field: name it, as the 400 must
    const field = typeof metadata?.data === 'string' ? metadata.data : undefined;
    const named = (path: PropertyKey[]) => (field ? [field, ...path] : path);
    const badText = findControlCharacter(value);
    if (badText) {
      throw new RequestValidationError([{ code: 'custom', path: named(badText), message: textMessages.control, input: undefined }]);
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw new RequestValidationError(result.error.issues.map((i) => ({ ...i, path: named(i.path) })));
  }
}

/** `@Body(zod(schema))`, `@Query(zod(schema))`, `@Param('id', zod(schema))`. */
export const zod = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
