import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import { createCookingTermBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { insertRow } from '../../../../../test/support/rows.js';
import { useTestDatabase, withStatementHook } from '../../../../../test/support/test-database.js';
import { CookingTermExistsError } from '../../domain/cooking-terms.errors.js';
import { CookingTermChanged } from '../../events/cooking-term.events.js';
import { CreateCookingTermCommand } from './create-cooking-term.command.js';
import { CreateCookingTermHandler } from './create-cooking-term.handler.js';

const db = useTestDatabase();

const admin: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'admin' };
const command = (body: Record<string, unknown>) =>
  new CreateCookingTermCommand(admin, createCookingTermBody.parse({ category: 'cooking_methods', shortDefinition: 'Cook fast in a little fat.', ...body }));

// names no seeded glossary term has
const [glaze, glazeKey] = ['Glacé tôt', 'glace tot'];

function glossary(em: SqlEntityManager = db.em) {
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  const termsNamed = (name: string) => em.execute<Record<string, unknown>[]>('select * from cooking_terms where lower(term) = lower(?)', [name]);
  const removals = async () => (await db.em.execute<{ term_key: string }[]>('select term_key from cooking_term_removals where term_key in (?, ?) order by term_key', [glazeKey, 'zz braise'])).map((r) => r.term_key);
  return { published, termsNamed, removals, handler: new CreateCookingTermHandler(em, bus) };
}

describe('CreateCookingTermHandler on the database', () => {
  it('writes the term with its lists, forgets a removal recorded for its name, and announces the row it reads back', async () => {
    await insertRow(db.em, 'cooking_term_removals', { term_key: glazeKey });
    await insertRow(db.em, 'cooking_term_removals', { term_key: 'zz braise' });
    const g = glossary();
    const term = await g.handler.execute(command({ term: glaze, tools: ['Skillet'], tips: ['Keep it "moving", fast'], relatedTerms: ['Stir-fry'] }));

    expect(term).toMatchObject({ term: glaze, category: 'cooking_methods', tools: ['Skillet'], tips: ['Keep it "moving", fast'], relatedTerms: ['Stir-fry'], searchTerms: [] });
    expect(await g.termsNamed(glaze)).toEqual([
      expect.objectContaining({ id: term.id, term: glaze, short_definition: 'Cook fast in a little fat.', tools: ['Skillet'], tips: ['Keep it "moving", fast'], related_terms: ['Stir-fry'] }),
    ]);
    // the removal is keyed without case or accents, and only that one goes
    expect(await g.removals()).toEqual(['zz braise']);
    expect(g.published).toEqual([new CookingTermChanged('created', term)]);
  });

  it('refuses a name an existing term has in another case or accent, naming it as the glossary spells it, before writing', async () => {
    const g = glossary();
    await g.handler.execute(command({ term: glaze }));
    g.published.length = 0;
    const error = await g.handler.execute(command({ term: 'GLACE TOT' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CookingTermExistsError);
    expect((error as Error).message).toContain(glaze);
    expect(await g.termsNamed('GLACE TOT')).toEqual([]);
    expect(await g.termsNamed(glaze)).toHaveLength(1);
    expect(g.published).toEqual([]);
  });

  it('turns a unique violation (another admin was first) into the same conflict, and announces nothing', async () => {
    // the other admin's insert lands between the handler's check and its insert
    const racing = withStatementHook(db.em, async (statement, em) => {
      if (statement === 2) await insertRow(em, 'cooking_terms', { term: glaze, category: 'cooking_methods', short_definition: 'The other admin’s' });
    });
    const g = glossary(racing);
    const error = await g.handler.execute(command({ term: glaze })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CookingTermExistsError);
    expect((error as Error).message).toContain(glaze);
    expect(g.published).toEqual([]);
  });
});
