import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import { createCookingTermBody } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { CookingTermExistsError } from '../../domain/cooking-terms.errors.js';
import { CookingTermChanged } from '../../events/cooking-term.events.js';
import { CreateCookingTermCommand } from './create-cooking-term.command.js';
import { CreateCookingTermHandler } from './create-cooking-term.handler.js';

interface TermRow {
  id: string;
  term: string;
  category: string;
  short_definition: string;
  long_definition: string | null;
  difficulty: string | null;
  time_estimate: string | null;
  tools: string[];
  tips: string[];
  related_terms: string[];
  search_terms: string[];
  image_url: string | null;
  video_url: string | null;
}

/** Postgres's text[] literal back to an array, as the driver would hand it over. */
const fromArrayLiteral = (literal: unknown): string[] => JSON.parse(`[${String(literal).slice(1, -1)}]`) as string[];

/**
 * The glossary's tables in memory, answering the handler's statements (and refusing any other):
 * the names to compare, the insert (or a unique violation, as when another admin won the race),
 * the removal record it clears, and the read-back.
 */
function fakeGlossary(terms: Pick<TermRow, 'id' | 'term'>[], removals: string[], raceLost = false) {
  const rows: TermRow[] = terms.map((t) => ({
    ...t, category: 'cooking_methods', short_definition: '-', long_definition: null, difficulty: null, time_estimate: null,
    tools: [], tips: [], related_terms: [], search_terms: [], image_url: null, video_url: null,
  }));
  const log: string[] = [];
  const em = {
    execute: (sql: string, params: unknown[] = []) => {
      if (sql === 'select id, term from cooking_terms') return Promise.resolve(rows.map(({ id, term }) => ({ id, term })));
      if (sql.trim().startsWith('insert into cooking_terms')) {
        log.push('insert');
        if (raceLost) return Promise.reject(new UniqueConstraintViolationException(new Error('duplicate key value violates unique constraint')));
        const [term, category, shortDefinition, longDefinition, difficulty, timeEstimate, tools, tips, related, search, imageUrl, videoUrl] = params as (string | null)[];
        const row: TermRow = {
          id: randomUUID(), term: term!, category: category!, short_definition: shortDefinition!, long_definition: longDefinition,
          difficulty, time_estimate: timeEstimate, tools: fromArrayLiteral(tools), tips: fromArrayLiteral(tips),
          related_terms: fromArrayLiteral(related), search_terms: fromArrayLiteral(search), image_url: imageUrl, video_url: videoUrl,
        };
        rows.push(row);
        return Promise.resolve([{ id: row.id }]);
      }
      if (sql === 'delete from cooking_term_removals where term_key = ?') {
        log.push(`forget removal ${String(params[0])}`);
        removals.splice(0, removals.length, ...removals.filter((key) => key !== params[0]));
        return Promise.resolve([]);
      }
      if (sql.startsWith('select id, term, category') && sql.endsWith('from cooking_terms where id = ?')) return Promise.resolve(rows.filter((r) => r.id === params[0]));
      return Promise.reject(new Error(`the fake glossary does not know: ${sql}`));
    },
  } as unknown as SqlEntityManager;
  const published: IEvent[] = [];
  const bus = { publish: (event: IEvent) => published.push(event) } as unknown as EventBus;
  return { rows, log, published, handler: new CreateCookingTermHandler(em, bus) };
}

const admin: Actor = { userId: randomUUID(), householdId: randomUUID(), role: 'admin' };
const command = (body: Record<string, unknown>) =>
  new CreateCookingTermCommand(admin, createCookingTermBody.parse({ category: 'cooking_methods', shortDefinition: 'Cook fast in a little fat.', ...body }));

describe('CreateCookingTermHandler with its ports faked', () => {
  it('writes the term with its lists, forgets a removal recorded for its name, and announces the row it reads back', async () => {
    const removals = ['saute', 'braise'];
    const glossary = fakeGlossary([{ id: randomUUID(), term: 'Braise' }], removals);
    const term = await glossary.handler.execute(command({ term: 'Sauté', tools: ['Skillet'], tips: ['Keep it moving'], relatedTerms: ['Stir-fry'] }));

    expect(glossary.rows).toHaveLength(2);
    expect(term).toMatchObject({ term: 'Sauté', category: 'cooking_methods', tools: ['Skillet'], tips: ['Keep it moving'], relatedTerms: ['Stir-fry'], searchTerms: [] });
    expect(term.id).toBe(glossary.rows[1].id);
    // the removal is keyed without case or accents, and only that one goes
    expect(removals).toEqual(['braise']);
    expect(glossary.log).toEqual(['insert', 'forget removal saute']);
    expect(glossary.published).toEqual([new CookingTermChanged('created', term)]);
  });

  it('refuses a name an existing term has in another case or accent, before writing', async () => {
    const glossary = fakeGlossary([{ id: randomUUID(), term: 'Sauté' }], []);
    const error = await glossary.handler.execute(command({ term: 'SAUTE' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CookingTermExistsError);
    // the answer names the term as the glossary spells it
    expect((error as Error).message).toContain('Sauté');
    expect(glossary.log).toEqual([]);
    expect(glossary.published).toEqual([]);
  });

  it('turns a unique violation (another admin was first) into the same conflict, and announces nothing', async () => {
    const glossary = fakeGlossary([], ['blanch'], true);
    const error = await glossary.handler.execute(command({ term: 'Blanch' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CookingTermExistsError);
    expect((error as Error).message).toContain('Blanch');
    expect(glossary.log).toEqual(['insert']);
    expect(glossary.published).toEqual([]);
  });
});
