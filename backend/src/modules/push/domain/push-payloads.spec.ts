import { pushPayload } from '@sous/contracts';
import { cookTimerPayload, expiringPayload, memberJoinedPayload, pushTopic, shoppingPayload } from './push-payloads.js';

const item = (ingredient: string, id = ingredient) =>
  ({ id, householdId: 'h', userId: 'u', ingredient, quantity: null, unit: null, recipeId: null, recipeTitle: null, isChecked: false, storeSection: 'other', createdAt: '' }) as const;

describe('push payloads', () => {
  it.each([
    [-3, 'Milk expired 3 days ago'],
    [-1, 'Milk expired yesterday'],
    [0, 'Milk expires today'],
    [1, 'Milk expires tomorrow'],
    [4, 'Milk expires in 4 days'],
  ])('names how close to expiry the item is (%i days)', (days, title) => {
    const payload = expiringPayload({ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: days });
    expect(payload.title).toBe(title);
    expect(payload.actions.map((a) => a.title)).toEqual(['Open', 'Used it', 'Add to list']);
    expect(pushPayload.parse(payload)).toEqual(payload);
  });

  it('lists at most three additions and counts the rest', () => {
    expect(shoppingPayload('Ada', [item('Eggs')]).title).toBe('Ada added Eggs to the list');
    const many = shoppingPayload('Ada', ['Eggs', 'Milk', 'Flour', 'Salt', 'Oats'].map((name) => item(name)));
    expect(many.title).toBe('Ada added 5 items to the list');
    expect(many.body).toBe('Eggs, Milk, Flour and 2 more');
    expect(many.actions).toEqual([{ action: 'open', title: 'Open' }]);
  });

  it('announces a member who joined, and gives each alert a short topic', () => {
    expect(memberJoinedPayload('Bob', 'u2').title).toBe('Bob joined your household');
    expect(pushTopic('expiring-5f0c1d6e-1111-2222-3333-444455556666')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("rings a cook timer under the tag of cook mode's own notification, opening the cook view", () => {
    const payload = cookTimerPayload({ id: 's1', recipeId: 'r 1', recipeTitle: 'Leek soup' }, { id: '1.0', label: 'Simmer' });
    expect(payload).toEqual({
      kind: 'cook-timer',
      title: "Simmer — time's up",
      body: 'Leek soup',
      url: '/recipes/r%201/cook',
      tag: 'cook-timer-1.0',
      actions: [{ action: 'open', title: 'Open' }],
      data: { sessionId: 's1', timerId: '1.0' },
    });
    expect(pushPayload.parse(payload)).toEqual(payload);
  });
});
