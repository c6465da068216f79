import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { TextArrayType } from '#platform/database/text-array.type.js';

/** Spec 001 §3 `cooking_terms`: the instance-wide glossary, written by admins. */
@Entity({ tableName: 'cooking_terms' })
// 'Julienne' and 'julienne' are one term: the admin API checks first, this catches concurrent writes
@Index({
  name: 'cooking_terms_term_lower_unique',
  expression: 'create unique index "cooking_terms_term_lower_unique" on "cooking_terms" (lower("term"))',
})
export class CookingTerm {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  term: string;

  /** e.g. knife_skills, cooking_methods, prep_techniques. */
  @Property({ type: 'text' })
  category: string;

  @Property({ type: 'text' })
  shortDefinition: string;

  @Property({ type: 'text', nullable: true })
  longDefinition: string | null = null;

  @Property({ type: 'text', nullable: true })
  difficulty: string | null = null;

  @Property({ type: 'text', nullable: true })
  timeEstimate: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  tools: string[] | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  tips: string[] | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  relatedTerms: string[] | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  videoUrl: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  searchTerms: string[] | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
