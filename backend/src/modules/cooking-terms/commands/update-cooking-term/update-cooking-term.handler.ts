import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookingTerm } from '@sous/contracts';
import { setClause } from '#platform/database/set-clause.js';
import { findCookingTerm, findSameTerm, termKey } from '../../database/cooking-term.row.js';
import { cookingTermNotFound, CookingTermExistsError } from '../../domain/cooking-terms.errors.js';
import { CookingTermChanged } from '../../events/cooking-term.events.js';
import { UpdateCookingTermCommand } from './update-cooking-term.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

const columns = {
  term: 'term',
  category: 'category',
  shortDefinition: 'short_definition',
  longDefinition: 'long_definition',
  difficulty: 'difficulty',
  timeEstimate: 'time_estimate',
  tools: 'tools',
  tips: 'tips',
  relatedTerms: 'related_terms',
  searchTerms: 'search_terms',
  imageUrl: 'image_url',
  videoUrl: 'video_url',
} as const;

/**
 * Changes the fields sent. A rename records the old name as removed, so the boot seeder does not
 * add the glossary's original term back beside the renamed one.
 */
@CommandHandler(UpdateCookingTermCommand)
export class UpdateCookingTermHandler implements ICommandHandler<UpdateCookingTermCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ id, body }: UpdateCookingTermCommand): Promise<CookingTerm> {
    const before = await findCookingTerm(this.em, id);
    if (!before) throw cookingTermNotFound();
    if (body.term !== undefined) {
      const same = await findSameTerm(this.em, body.term, id);
      if (same) throw new CookingTermExistsError(same.term);
    }
    const { sets, params } = setClause(columns, body);
    try {
      await this.em.execute(`update cooking_terms set ${[...sets, 'updated_at = now()'].join(', ')} where id = ?`, [...params, id]);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new CookingTermExistsError(body.term ?? before.term);
      throw error;
    }
    if (body.term !== undefined && termKey(body.term) !== termKey(before.term)) {
      await this.em.execute('insert into cooking_term_removals (term_key) values (?) on conflict do nothing', [termKey(before.term)]);
      await this.em.execute('delete from cooking_term_removals where term_key = ?', [termKey(body.term)]);
    }
    const term = await findCookingTerm(this.em, id);
    if (!term) throw cookingTermNotFound();
    publishAfterCommit(this.events, new CookingTermChanged('updated', term));
    return term;
  }
}
