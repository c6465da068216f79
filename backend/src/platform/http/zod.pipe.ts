import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RequestValidationError } from './request-errors.js';

/** Parses a body, query or param with its contract schema; the result is the schema's output type. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new RequestValidationError(result.error.issues);
    return result.data;
  }
}

/** `@Body(zod(schema))`, `@Query(zod(schema))`, `@Param('id', zod(schema))`. */
export const zod = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
