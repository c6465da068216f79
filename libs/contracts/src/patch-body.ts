import type { z } from 'zod';

export const nothingToChangeMessage = 'Nothing to change';

/**
 * A PATCH-like body must change something: at least one field sent beside the `beside` ones that
 * only identify or guard the write (a push token, a version). The refusal is a 400 "Nothing to
 * change"; `minProperties` says the same in the OpenAPI document, where a refinement cannot.
 */
export function someChange<S extends z.ZodObject>(schema: S, options: { beside?: number; path?: string[] } = {}) {
  const beside = options.beside ?? 0;
  return schema
    .refine((body) => Object.values(body).filter((value) => value !== undefined).length > beside, {
      message: nothingToChangeMessage,
      ...(options.path ? { path: options.path } : {}),
    })
    .meta({ minProperties: beside + 1 });
}
