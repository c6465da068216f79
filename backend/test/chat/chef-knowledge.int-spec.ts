import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { Actor } from '#platform/auth/actor.js';
import { ChefTools } from '../../src/modules/chat/chef/chef-tools.js';
import { IntentRouter } from '../../src/modules/chat/intent-router/intent-router.js';
import { GLOSSARY, type GlossaryTerm } from '../../src/modules/cooking-terms/glossary/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** "how do I …" as a cook would ask it for each kind of glossary entry. */
function howDoI(term: GlossaryTerm): string {
  const name = term.term.toLowerCase();
  if (term.category === 'equipment') return `how do I use a ${name}?`;
  if (term.category === 'sauces') return `how do I make ${name}?`;
  if (term.category === 'food_safety') return `how do I handle the ${name}?`;
  return `how do I ${name}?`;
}

describe('the offline chef answers every glossary term (seeded glossary, real look-up query)', () => {
  let testApp: TestApp;
  let chef: IntentRouter;
  let orm: MikroORM;
  const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };

  beforeAll(async () => {
    testApp = await startTestApp();
    chef = new IntentRouter(testApp.app.get(ChefTools, { strict: false }));
    orm = testApp.app.get(MikroORM, { strict: false });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ask = (text: string) => RequestContext.create(orm.em, () => chef.answer({ actor, text, today: '2025-03-12', pending: null }));

  it.each(GLOSSARY.map((term) => [term.term, term] as const))('%s: "how do I …" and "what is …"', async (_name, term) => {
    const expected = `**${term.term.charAt(0).toUpperCase()}${term.term.slice(1)}**: ${term.shortDefinition}`;
    const how = await ask(howDoI(term));
    const what = await ask(`what is ${term.term.toLowerCase()}?`);
    expect({ how: how.text.split('\n')[0], what: what.text.split('\n')[0] }).toEqual({ how: expected, what: expected });
  });
});
