/**
 * Issue 31 over the real chat stream: with no model configured, the offline chef answers an
 * everyday question from its technique facts, declines an off-topic one in one plain sentence,
 * and still routes an action to the intake path with its confirmation.
 */
import type { FoodItem } from '@sous/contracts';
import { signUp } from '../support/auth.js';
import { household } from '../support/factories.js';
import { liveSuite } from '../support/test-app.js';
import { sendChat } from './chat-stream.js';

const DECLINE = "Sorry, that's outside my kitchen: I can only help with food, cooking and what you have at home.";

describe('the offline chef understands everyday questions (issue 31)', () => {
  const suite = liveSuite();

  it('streams an answer with figures and a source for a question the grammar never had', async () => {
    const cook = await signUp(suite.server);
    const stream = await sendChat(cook, 'how long do I boil a soft egg?');
    expect(stream.status).toBe(200);
    expect(stream.pieces.length).toBeGreaterThan(1);
    expect(stream.reply).toMatch(/^A soft-boiled egg takes 6 minutes/);
    expect(stream.reply).toContain('*Source: Standard culinary reference*');
    expect(stream.reply).not.toContain("Here's what I can do");
  });

  it('declines an off-topic question in one plain sentence, never the menu', async () => {
    const cook = await signUp(suite.server);
    for (const question of ['Can dogs eat onions?', 'tell me a joke']) {
      const stream = await sendChat(cook, question);
      expect(stream.status).toBe(200);
      expect(stream.reply).toBe(DECLINE);
    }
  });

  it('keeps an action on the intake path: it adds the food and confirms it', async () => {
    const { cook, locations } = await household(suite.server, ['Refrigerator']);
    const stream = await sendChat(cook, 'add 2 pounds of chicken to my fridge');
    expect(stream.status).toBe(200);
    expect(stream.reply).toMatch(/Chicken/);
    const items = (await cook.agent.get('/api/food-items').expect(200)).body as FoodItem[];
    expect(items.map((item) => [item.name, item.storageLocationId])).toEqual([['Chicken', locations.Refrigerator]]);
  });
});
