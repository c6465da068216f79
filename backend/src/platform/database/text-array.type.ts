import { ArrayType, type EntityProperty, type Platform, type TransformContext } from '@mikro-orm/core';
import { toArrayLiteral } from './set-clause.js';

/**
 * A `text[]` column whose every element round-trips byte for byte. MikroORM's own ArrayType leaves
 * `null`/`NULL` unquoted (PostgreSQL then stores a NULL element) and JSON-escapes control characters
 * (`\u0007` comes back as `u0007`). MikroORM 7 inlines every parameter into the SQL text, so no
 * driver ever encodes an array for us: the one encoder is `toArrayLiteral`, which quotes every
 * element, and the raw SQL paths (`setClause`, `?::text[]` inserts) use it too. Reading, both
 * drivers hand back parsed arrays; a string is parsed by the platform's (correct) array parser.
 *
 *   @Property({ type: TextArrayType, nullable: true })
 */
export class TextArrayType extends ArrayType<string> {
  override convertToDatabaseValue(value: string[] | null, platform: Platform, context?: TransformContext): string | null {
    if (Array.isArray(value)) return toArrayLiteral(value.map(String));
    return super.convertToDatabaseValue(value, platform, context);
  }

  override getColumnType(_prop?: EntityProperty, _platform?: Platform): string {
    return 'text[]';
  }
}
