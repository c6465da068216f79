import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { CookingTerm } from '../domain/cooking-term.entity.js';
import { termKey } from '../database/cooking-term.row.js';
import { GLOSSARY } from '../glossary/index.js';
import type { GlossaryTerm } from '../glossary/types.js';

/**
 * Puts the glossary written for Sous into `cooking_terms` at boot: terms the table lacks are added,
 * terms already there (possibly edited by an admin) are left alone, and terms an admin deleted or
 * renamed away from (`cooking_term_removals`) stay gone. Idempotent, so every process
 * of a cluster may run it; a concurrent seeding by another process is noticed by the unique index and left to it.
 */
@Injectable()
export class GlossarySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('GlossarySeeder');

  constructor(private readonly orm: MikroORM) {}

  async onApplicationBootstrap(): Promise<void> {
    await RequestContext.create(this.orm.em, () => this.seed(this.orm.em.getContext() as SqlEntityManager));
  }

  async seed(em: SqlEntityManager, glossary: readonly GlossaryTerm[] = GLOSSARY): Promise<number> {
    const existing = new Set((await em.execute<{ term: string }[]>('select term from cooking_terms')).map((r) => termKey(r.term)));
    for (const { term_key } of await em.execute<{ term_key: string }[]>('select term_key from cooking_term_removals')) existing.add(term_key);
    const missing = glossary.filter((t) => !existing.has(termKey(t.term)));
    if (missing.length === 0) return 0;
    try {
      await em.insertMany(
        CookingTerm,
        missing.map((t) => ({
          term: t.term,
          category: t.category,
          shortDefinition: t.shortDefinition,
          longDefinition: t.longDefinition,
          difficulty: t.difficulty,
          timeEstimate: t.timeEstimate,
          tools: [...t.tools],
          tips: [...t.tips],
          relatedTerms: [...t.relatedTerms],
          searchTerms: [...t.searchTerms],
        })),
      );
    } catch (error) {
      // another process of the cluster seeded the same terms a moment earlier
      if (error instanceof UniqueConstraintViolationException) return 0;
      throw error;
    }
    this.logger.log(`Added ${missing.length} cooking terms to the glossary`);
    return missing.length;
  }
}
