import { jest } from '@jest/globals';
import type { CommandBus } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import type { ShoppingItem } from '@sous/contracts';
import { ShoppingListChanged } from '../../planning/events/shopping-list-changed.event.js';
import { NotifyShoppingAdditionsCommand } from '../commands/notify-shopping-additions/notify-shopping-additions.command.js';
import { PushDispatcher, shoppingPushWindowMs } from './push-dispatcher.js';

const entry = (id: string, householdId: string): ShoppingItem => ({
  id,
  householdId,
  userId: 'bob',
  ingredient: id,
  quantity: null,
  unit: null,
  recipeId: null,
  recipeTitle: null,
  isChecked: false,
  storeSection: 'other',
  createdAt: '2026-12-07T00:00:00.000Z',
});

describe('PushDispatcher: shopping additions', () => {
  let executed: NotifyShoppingAdditionsCommand[];
  let dispatcher: PushDispatcher;

  beforeEach(() => {
    jest.useFakeTimers();
    executed = [];
    const commands = { execute: (command: NotifyShoppingAdditionsCommand) => (executed.push(command), Promise.resolve(1)) } as unknown as CommandBus;
    // RequestContext.create forks the ORM's manager for the push's own context
    const em = { name: 'default', fork: () => em };
    dispatcher = new PushDispatcher(commands, { em } as unknown as MikroORM);
  });
  afterEach(() => jest.useRealTimers());

  const add = (householdId: string, ...ids: string[]) => dispatcher.handle(new ShoppingListChanged(householdId, ids.map((id) => entry(id, householdId)), []));
  const sent = () => executed.map((command) => [command.householdId, command.items.map((item) => item.id)]);

  it("sends one household's additions within the window as one push, when the window closes", () => {
    add('h1', 'Milk');
    jest.advanceTimersByTime(shoppingPushWindowMs / 2);
    add('h1', 'Bread', 'Eggs');
    add('h2', 'Rice');
    expect(sent()).toEqual([]);
    jest.advanceTimersByTime(shoppingPushWindowMs / 2);
    // the window runs from the first addition: h1's closes here, h2's half a window later
    expect(sent()).toEqual([['h1', ['Milk', 'Bread', 'Eggs']]]);
    jest.advanceTimersByTime(shoppingPushWindowMs / 2);
    expect(sent()).toEqual([['h1', ['Milk', 'Bread', 'Eggs']], ['h2', ['Rice']]]);
    // a new addition opens a new window
    add('h1', 'Flour');
    jest.advanceTimersByTime(shoppingPushWindowMs);
    expect(sent().at(-1)).toEqual(['h1', ['Flour']]);
  });

  it('tells nothing for a change without additions, and settled() sends what waits at once', async () => {
    dispatcher.handle(new ShoppingListChanged('h1', [], [entry('Milk', 'h1')]));
    add('h1', 'Butter');
    await dispatcher.settled();
    expect(sent()).toEqual([['h1', ['Butter']]]);
    jest.advanceTimersByTime(shoppingPushWindowMs);
    expect(sent()).toHaveLength(1);
  });
});
