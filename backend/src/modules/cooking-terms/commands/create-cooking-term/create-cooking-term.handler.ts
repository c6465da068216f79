import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookingTerm } from '@sous/contracts';
import { toArrayLiteral } from '#platform/database/set-clause.js';
import { findCookingTerm, findSameTerm, termKey } from '../../database/cooking-term.row.js';
import { CookingTermExistsError } from '../../domain/cooking-terms.errors.js';
import { CookingTermChanged } from '../../events/cooking-term.events.js';
import { CreateCookingTermCommand } from './create-cooking-term.command.js';
import { publishWritten } from '#platform/events/unit-of-work.js';

/** Adds a term to the instance's glossary; a name already taken (any case or accents) is a conflict. */
@CommandHandler(CreateCookingTermCommand)
export class CreateCookingTermHandler implements ICommandHandler<CreateCookingTermCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ body }: CreateCookingTermCommand): Promise<CookingTerm> {
    const same = await findSameTerm(this.em, body.term);
    if (same) throw new CookingTermExistsError(same.term);
    let id: string;
    try {
      const [row] = await this.em.execute<{ id: string }[]>(
        `insert into cooking_terms (term, category, short_definition, long_definition, difficulty, time_estimate,
                                    tools, tips, related_terms, search_terms, image_url, video_url)
         values (?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?::text[], ?::text[], ?, ?) returning id`,
        [
          body.term,
          body.category,
          body.shortDefinition,
          body.longDefinition ?? null,
          body.difficulty ?? null,
          body.timeEstimate ?? null,
          toArrayLiteral(body.tools ?? []),
          toArrayLiteral(body.tips ?? []),
          toArrayLiteral(body.relatedTerms ?? []),
          toArrayLiteral(body.searchTerms ?? []),
          body.imageUrl ?? null,
          body.videoUrl ?? null,
        ],
      );
      id = row.id;
    } catch (error) {
      // another admin created the same name a moment earlier
      if (error instanceof UniqueConstraintViolationException) throw new CookingTermExistsError(body.term);
      throw error;
    }
    // the admin wants this term: a removal recorded for its name no longer applies
    await this.em.execute('delete from cooking_term_removals where term_key = ?', [termKey(body.term)]);
    return publishWritten(this.events, findCookingTerm(this.em, id), (term) => new CookingTermChanged('created', term), `Cooking term ${id}`);
  }
}
