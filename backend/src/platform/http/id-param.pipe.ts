import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { NotFoundError } from '../errors/domain-error.js';

const uuid = z.uuid();

/**
 * `@Param('id', IdParam)`: an id that is not even a UUID names nothing, so it answers 404 like any
 * unknown id (and never reaches the database, where it would be a type error).
 */
export class IdParamPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFoundMessage = 'Not found') {}

  transform(value: unknown): string {
    const parsed = uuid.safeParse(value);
    if (!parsed.success) throw new NotFoundError(this.notFoundMessage);
    return parsed.data;
  }
}

export const IdParam = new IdParamPipe();
