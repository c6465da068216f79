import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RequestValidationError } from './request-errors.js';

/** Parses a body, query or param with its contract schema; the result is the schema's output type. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    // `@Param('token', zod(schema))` parses one field: name it, as the 400 must
    const field = typeof metadata?.data === 'string' ? metadata.data : undefined;
    const issues = field ? result.error.issues.map((i) => ({ ...i, path: [field, ...i.path] })) : result.error.issues;
    throw new RequestValidationError(issues);
  }
}

/** `@Body(zod(schema))`, `@Query(zod(schema))`, `@Param('id', zod(schema))`. */
export const zod = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
