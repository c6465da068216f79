import request from 'supertest';
import type { CookingTerm } from '@sous/contracts';
import { SqlEntityManager } from '@mikro-orm/sql';
import { GlossarySeeder } from '../../src/modules/cooking-terms/seed/glossary-seeder.js';
import { LookUpCookingTermQuery } from '../../src/modules/cooking-terms/queries/look-up-cooking-term/look-up-cooking-term.query.js';
import { QueryBus } from '@nestjs/cqrs';
import { signUp } from '../support/auth.js';
import { appSuite } from '../support/test-app.js';

describe('cooking terms', () => {
  const suite = appSuite();

  it('serves the glossary written for Sous, seeded at boot, alphabetically, to signed-in users', async () => {
    const cook = await signUp(suite.server);
    const terms = (await cook.agent.get('/api/cooking-terms').expect(200)).body as CookingTerm[];
    expect(terms.length).toBeGreaterThanOrEqual(100);
    const julienne = terms.find((t) => t.term.toLowerCase() === 'julienne');
    expect(julienne).toMatchObject({ category: 'knife_skills', shortDefinition: expect.any(String) as string });
    expect(julienne!.tools.length).toBeGreaterThan(0);
    const names = terms.map((t) => t.term.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await request(suite.server).get('/api/cooking-terms').expect(401);
  });

  it('seeds only what is missing, keeping edits', async () => {
    const em = suite.testApp.app.get(SqlEntityManager).fork();
    const [before] = await em.execute<{ short_definition: string }[]>("select short_definition from cooking_terms where lower(term) = 'julienne'");
    await em.execute("update cooking_terms set short_definition = 'Edited by an admin' where lower(term) = 'julienne'");
    try {
      expect(await suite.testApp.app.get(GlossarySeeder).seed(em)).toBe(0);
      const [row] = await em.execute<{ short_definition: string }[]>("select short_definition from cooking_terms where lower(term) = 'julienne'");
      expect(row.short_definition).toBe('Edited by an admin');
    } finally {
      // on PostgreSQL every suite shares one database: the chef's glossary suite reads the seeded Julienne
      await em.execute('update cooking_terms set short_definition = ? where lower(term) = ?', [before.short_definition, 'julienne']);
    }
  });

  it('looks a term up by name or search term for the chef, accents and case ignored', async () => {
    const queries = suite.testApp.app.get(QueryBus);
    expect(await queries.execute(new LookUpCookingTermQuery('SAUTE'))).toMatchObject({ term: expect.stringMatching(/saut/i) as string });
    expect(await queries.execute(new LookUpCookingTermQuery('no such technique'))).toBeNull();
  });
});
