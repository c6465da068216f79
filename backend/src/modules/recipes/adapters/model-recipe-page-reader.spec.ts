import type { AiClient } from '#platform/ai/ai-client.js';
import { ModelRecipePageReader } from './model-recipe-page-reader.js';
import { emptyDraft } from '../import/recipe-draft.js';

const answer = {
  found: true,
  title: 'A title the model made up',
  description: null,
  prepMinutes: 5,
  cookMinutes: 10,
  servings: 2,
  ingredients: ['2 eggs', '1 tbsp butter'],
  instructions: ['Whisk.', 'Fry.'],
  cuisine: null,
  author: null,
};

/** An AiClient that records what it was sent and answers `reply`. */
function fakeAi(reply: unknown) {
  const sent: unknown[] = [];
  const ai = { configured: true, completeJson: (_name: string, _schema: unknown, messages: unknown) => (sent.push(messages), Promise.resolve(reply)) } as unknown as AiClient;
  return { ai, sent };
}

describe('the model as the last reader of a page', () => {
  it('asks only for the missing fields and keeps only those from its answer', async () => {
    const { ai, sent } = fakeAi(answer);
    const known = { ...emptyDraft(), title: 'Omelette', instructions: ['Whisk.', 'Fry.'] };
    const read = await new ModelRecipePageReader(ai).read('Omelette\n2 eggs\n1 tbsp butter', 'https://eggs.test/o', ['ingredients', 'yield'], known);
    expect(read).toMatchObject({ title: null, ingredients: ['2 eggs', '1 tbsp butter'], instructions: [], servings: 2, prepMinutes: null, cookMinutes: null });
    const prompt = JSON.stringify(sent[0]);
    expect(prompt).toContain('Answer only: ingredients (every line), servings');
    expect(prompt).toContain('titled \\"Omelette\\"');
  });

  it('answers null when the model finds no recipe', async () => {
    const { ai } = fakeAi({ ...answer, found: false });
    expect(await new ModelRecipePageReader(ai).read('Tips for a tidy pantry', null, ['ingredients'])).toBeNull();
  });
});
