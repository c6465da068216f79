/**
 * Issue 31: the everyday questions the offline chef used to answer with its capability menu or a
 * keyword collision, through the classifier, the retrieval and the chef's whole answer.
 */
import { classifyQuestion, normaliseQuestion, retrieveFacts, stem, TECHNIQUES } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';
import type { ChefToolbox } from '../../chef/chef-tools.js';
import { IntentRouter } from '../intent-router.js';
import { DECLINE_TEXT, recipeIngredients, sameThingAnswer } from './understand.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const today = '2025-03-12';
const tools = {
  foodItems: () => Promise.resolve([]),
  storageLocations: () => Promise.resolve([]),
  recipes: () => Promise.resolve([]),
  invoke: (_actor: unknown, capability: { name: string }) =>
    capability.name === 'list_expiring' ? Promise.resolve({ text: '', data: { items: [] } }) : Promise.reject(new Error(`unexpected ${capability.name}`)),
  lookUpTerm: (term: string) => Promise.resolve(term === 'boil' ? { term: 'boil', shortDefinition: 'Boil: heat until bubbling.', longDefinition: null } : null),
} as unknown as ChefToolbox;
const ask = (text: string) => new IntentRouter(tools).answer({ actor, text, today, pending: null });

const MENU = /Here's what I can do/;

describe('normalising a question', () => {
  it.each([
    ['how many tablespoons in a quarter cup', 'how many tablespoons in 1/4 cup'],
    ['half a pound of butter', '1/2 pound of butter'],
    ['one and a half cups of flour', '1 1/2 cups of flour'],
    ['three quarters of a cup', '3/4 cup'],
    ['how long do I roast an aubergine', 'how long do i roast an eggplant'],
    ['courgette and prawns', 'zucchini and shrimp'],
    ['how do i cook quinao', 'how do i cook quinoa'],
    ['how long can food sit out', 'how long can food left out'],
  ])('%s → %s', (text, expected) => {
    expect(normaliseQuestion(text)).toBe(expected);
  });

  it('stems words so their forms meet', () => {
    expect(['browning', 'browned', 'browns', 'brown'].map(stem)).toEqual(['brown', 'brown', 'brown', 'brown']);
    expect(['potatoes', 'potato'].map(stem)).toEqual(['potato', 'potato']);
    expect(['sprouts', 'sprouted'].map(stem)).toEqual(['sprout', 'sprout']);
  });
});

describe('classifying what is asked', () => {
  it.each([
    ['how long does milk last in the fridge', 'storage'],
    ['can I freeze cooked rice', 'freezing'],
    ['is it safe to eat raw cookie dough', 'safety'],
    ['what temperature should pork be cooked to', 'temperature'],
    ['how many grams in a cup of flour', 'quantity'],
    ['what can I use instead of buttermilk', 'substitute'],
    ['what goes well with salmon', 'pairing'],
    ['why did my bread come out dense', 'troubleshooting'],
    ["what's the difference between braising and stewing", 'difference'],
    ['what can I make with chicken', 'recipe'],
    ['add milk to the fridge', 'action'],
    ['tell me a joke', 'off-topic'],
    ['can dogs eat onions', 'off-topic'],
    ["what's the weather tomorrow", 'off-topic'],
    ['who should I vote for', 'off-topic'],
    ['help me with my math homework', 'off-topic'],
    ['what should I take for a headache', 'off-topic'],
  ])('%s → %s', (text, topic) => {
    expect(classifyQuestion(normaliseQuestion(text))[0].topic).toBe(topic);
  });

  it('keeps hot dogs in the kitchen', () => {
    expect(classifyQuestion('how long do hot dogs last in the fridge')[0].topic).not.toBe('off-topic');
  });
});

describe('the technique facts', () => {
  it('has at least 150 entries, each with figures and a source', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TECHNIQUES.map((fact) => fact.id)).size).toBe(TECHNIQUES.length);
    for (const fact of TECHNIQUES) {
      expect({ id: fact.id, source: fact.source }).toEqual({ id: fact.id, source: expect.stringMatching(/USDA FSIS|FoodKeeper|FDA|culinary reference/) as unknown });
      expect(fact.cues.length).toBeGreaterThan(0);
    }
  });
});

describe('retrieval: the fact each everyday question needs', () => {
  it.each([
    ['how long should I rest a steak', 'rest-steak'],
    ['how much salt for pasta water', 'pasta-salt'],
    ['why did my bread come out dense', 'bread-dense'],
    ["what's the difference between braising and stewing", 'braise-vs-stew'],
    ['how do I soften butter quickly', 'soften-butter'],
    ['best oil for high heat cooking', 'oil-high-heat'],
    ['how long to roast a whole chicken', 'roast-whole-chicken'],
    ['how many servings in a pound of pasta', 'pasta-servings'],
    ['how do I sharpen a knife', 'knife-sharpen'],
    ['how do I cook quinoa', 'quinoa'],
    ['how can I tell if an egg is bad', 'egg-float-test'],
    ['how long do I boil a soft egg', 'egg-soft-boiled'],
    ['is it ok to eat potatoes with sprouts', 'potato-sprouted'],
    ['how do I keep avocado from browning', 'avocado-browning'],
    ['I have leftover rice', 'rice-leftover'],
  ])('%s → %s', (question, id) => {
    expect(retrieveFacts(question)[0]?.fact.id).toBe(id);
  });

  it('finds nothing for a storage question the tables answer', () => {
    expect(retrieveFacts('how long does milk last')).toEqual([]);
  });
});

describe('the chef answers every phrasing of issue 31', () => {
  it.each([
    ['how many tablespoons in a quarter cup', '4 tbsp'],
    ['how long should I rest a steak', '5 to 10 minutes'],
    ['how much salt for pasta water', '1 tablespoon'],
    ['why did my bread come out dense', 'under-proofed'],
    ["what's the difference between braising and stewing", 'fully submerged'],
    ['how do I soften butter quickly', 'small cubes'],
    ['best oil for high heat', 'avocado oil'],
    ['how long to roast a whole chicken', '165 °F'],
    ['how many servings in a pound of pasta', '8 servings'],
    ['how do I sharpen a knife', 'whetstone'],
    ['how do I cook quinoa', '1 cup quinoa to 2 cups water'],
    ['how can I tell if an egg is bad', 'floats'],
    ['how long do I boil a soft egg', '6 minutes'],
    ['is it ok to eat potatoes with sprouts', 'cut away the sprouts'],
    ['how do I keep avocado from browning', 'lemon or lime juice'],
    ['I have leftover rice', 'fried rice'],
  ])('%s → says "%s"', async (question, fact) => {
    const answer = await ask(question);
    expect(answer.text).not.toMatch(MENU);
    expect(answer.text.includes(fact) ? fact : answer.text).toBe(fact);
  });

  it.each(['Can dogs eat onions?', 'tell me a joke', "what's the weather like tomorrow?", 'who won the election?', 'can you do my homework?'])('declines "%s" in one plain sentence', async (question) => {
    expect((await ask(question)).text).toBe(DECLINE_TEXT);
  });

  it('says it does not know yet, with the nearest thing it knows, never the menu', async () => {
    const answer = await ask('how long do I smoke a whole goose?');
    expect(answer.text).toMatch(/^I don't know that yet\./);
    expect(answer.text).not.toMatch(MENU);
  });

  it('keeps actions on the intake path with their confirmations', async () => {
    const answer = await ask('add 2 pounds of chicken to my fridge');
    expect(answer.text).toMatch(/storage locations/);
  });
});

describe('generalising beyond one phrasing', () => {
  it('reads British and American names of one food as the same thing', async () => {
    expect((await ask('are courgettes and zucchini the same thing?')).text).toMatch(/^Yes, they are the same thing/);
    expect((await ask('plain flour vs all purpose flour')).text).toMatch(/^Yes, they are the same thing/);
  });

  it('answers a difference whatever verb the message starts with', async () => {
    expect((await ask('use by vs best before')).text).toContain('quality, not safety');
    expect((await ask('stock vs broth whats the difference')).text).toContain('bones');
  });

  it('takes the ingredients of a recipe request the grammar did not split', () => {
    expect(recipeIngredients('prawns, coriander and a lime, what can i make')).toEqual(['prawns', 'coriander', 'lime']);
    expect(recipeIngredients('ideas for a can of black beans and some tortillas')).toEqual(['black beans', 'tortillas']);
    expect(recipeIngredients('how long does rice last')).toBeNull();
  });

  it('splits foods said in a row without commas by the longest run that names one more food', () => {
    expect(recipeIngredients('i have pasta garlic chilli flakes and olive oil whats quick')).toEqual(['pasta', 'garlic', 'chilli flakes', 'olive oil']);
    expect(recipeIngredients('apples oats butter brown sugar what dessert can i make')).toEqual(['apples', 'oats', 'butter', 'brown sugar']);
    expect(recipeIngredients('have some leftover rice frozen peas eggs and soy what can i do')).toEqual(['rice', 'frozen peas', 'eggs', 'soy']);
    expect(recipeIngredients('i have pork mince, cabbage and soy sauce')).toEqual(['pork mince', 'cabbage', 'soy sauce']);
  });

  it('reads three foods and a dish asked for as a recipe request, whatever fact one of its words touches', async () => {
    const asked: unknown[] = [];
    const cooking = {
      ...tools,
      invoke: (_actor: Actor, capability: { name: string }, body: { abundantItems?: { name: string }[] }) => {
        if (capability.name !== 'generate_recipe') return Promise.reject(new Error(`unexpected ${capability.name}`));
        asked.push((body.abundantItems ?? []).map((item) => item.name));
        const recipe = { id: 'r1', title: 'Apple crumble', description: null, prepTime: 15, cookTime: 35, servings: 4, ingredients: [], instructions: [], missingIngredients: [], note: null };
        return Promise.resolve({ text: '', data: { recipe } });
      },
    } as unknown as ChefToolbox;
    const answer = await new IntentRouter(cooking).answer({ actor, text: 'apples oats butter brown sugar what dessert can i make', today, pending: null });
    expect(answer.text).toContain('Apple crumble');
    expect(asked).toEqual([['Apples', 'Oats', 'Butter', 'Brown sugar']]);
  });

  it('answers a question that starts like an action, and still acts on a request', async () => {
    expect((await ask('can you eat eggs after the expiry date?')).text).toContain('3 to 5 weeks');
    expect((await ask('can you add milk to the fridge?')).text).toMatch(/storage locations/);
  });

  it('reads a cooking time, not a shelf life, from "how long does quinoa take to cook"', async () => {
    expect((await ask('how long does quinoa take to cook')).text).toContain('simmer 15 minutes');
    expect((await ask('how long do hard boiled eggs last')).text).toContain('1 week');
  });

  it('reads text speak, and a question told like a use is still a question', async () => {
    expect(normaliseQuestion('how long r they ok, can u freeze ur rice')).toBe('how long are they ok, can you freeze your rice');
    expect((await ask('cooked prawns in the fridge how long r they ok')).text).toContain('3 to 4 days');
  });

  it('answers the level asked, the oven, a fan oven and a food named before its question', async () => {
    expect((await ask('temp for a well done steak')).text).toContain('well done: 160 °F (71 °C)');
    expect((await ask('what temperature do i roast vegetables at')).text).toContain('425 °F');
    expect((await ask('my recipe says 200c but i have a fan oven what do i set it to')).text).toContain('20 °C');
    expect((await ask('hard boiled eggs how long do they last in the fridge')).text).toContain('1 week');
  });

  it('is sure of nothing for words outside the kitchen', () => {
    expect(sameThingAnswer('is a cat the same as a dog')).toBeNull();
  });
});
