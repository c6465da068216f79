import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A glossary term an admin deleted (or renamed away from), by its folded key (`termKey`). The boot
 * seeder adds only glossary terms the table lacks, so without this record it would bring a deleted
 * term back on the next start. Creating a term of that name again lifts the record.
 */
@Entity({ tableName: 'cooking_term_removals' })
export class CookingTermRemoval {
  @PrimaryKey({ type: 'text' })
  termKey: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  removedAt: Opt<Date> = new Date();
}
