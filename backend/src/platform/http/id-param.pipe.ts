import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import type { ErrorCode } from '@sous/contracts';
import { NotFoundError } from '../errors/domain-error.js';

const uuid = z.uuid();

/**
 * `@Param('id', IdParam)`: an id that is not even a UUID names nothing, so it answers 404 like any
 * unknown id (and never reaches the database, where it would be a type error). A route that names
 * its thing gives the module's not-found code too, so a malformed id and an unknown one answer alike.
 */
export class IdParamPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly notFoundMessage = 'Not found',
    private readonly notFoundCode: ErrorCode = 'platform.not-found',
  ) {}

  transform(value: unknown): string {
    const parsed = uuid.safeParse(value);
    if (!parsed.success) throw new NotFoundError(this.notFoundCode, this.notFoundMessage);
    return parsed.data;
  }
}

export const IdParam = new IdParamPipe();
