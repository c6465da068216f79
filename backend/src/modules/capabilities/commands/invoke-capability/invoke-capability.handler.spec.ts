import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { addFoodCapability, capabilityMessages, type ExpirationNotification, listExpiringCapability, type StorageLocation, useFoodCapability } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import { AddFoodItemCommand } from '../../../inventory/commands/add-food-item/add-food-item.command.js';
import { ListExpirationNotificationsQuery } from '../../../inventory/queries/list-expiration-notifications/list-expiration-notifications.query.js';
import { ListStorageLocationsQuery } from '../../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import { type CapabilityCaller, InvokeCapabilityCommand } from './invoke-capability.command.js';
import { InvokeCapabilityHandler } from './invoke-capability.handler.js';

const actor: Actor = { userId: 'u1', householdId: 'h1', role: 'member' };
const fridge: StorageLocation = { id: '9b2f1a52-7c1e-4c1a-9f1e-0a1b2c3d4e5f', name: 'Fridge', icon: 'refrigerator', itemCount: 0, sortOrder: 0 };
const expiring: ExpirationNotification[] = [{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }];

/** Buses that record what was executed and answer the household's reads. */
function buses() {
  const executed: unknown[] = [];
  const queries = {
    execute: (query: unknown) => {
      executed.push(query);
      if (query instanceof ListExpirationNotificationsQuery) return Promise.resolve(expiring);
      if (query instanceof ListStorageLocationsQuery) return Promise.resolve([fridge]);
      return Promise.reject(new Error('unexpected query'));
    },
  } as unknown as QueryBus;
  const commands = {
    execute: (command: unknown) => {
      executed.push(command);
      return Promise.reject(new Error('unexpected command'));
    },
  } as unknown as CommandBus;
  return { handler: new InvokeCapabilityHandler(commands, queries), executed };
}

const caller = (scope: CapabilityCaller['scope'], door: CapabilityCaller['door'] = 'mcp'): CapabilityCaller => ({ actor, scope, door });

describe('InvokeCapabilityHandler', () => {
  it("executes the capability's query for the caller's actor and answers its sentence and data", async () => {
    const { handler, executed } = buses();
    const answer = await handler.execute(new InvokeCapabilityCommand(caller('read'), listExpiringCapability, {}));
    expect(answer).toEqual({ text: '1 item expiring soon or expired.', data: { items: expiring } });
    expect(executed).toEqual([new ListExpirationNotificationsQuery(actor)]);
  });

  it('refuses a write to a read token with the read-only message, before anything runs', async () => {
    const { handler, executed } = buses();
    const refusal = handler.execute(new InvokeCapabilityCommand(caller('read'), addFoodCapability, { name: 'Rice', location: 'Fridge' }));
    await expect(refusal).rejects.toThrow(capabilityMessages.readOnly);
    await expect(refusal).rejects.toMatchObject({ kind: 'FORBIDDEN', code: 'platform.forbidden' });
    expect(executed).toEqual([]);
  });

  it("refuses an input its schema refuses, naming the field, with the door's own code", async () => {
    const { handler, executed } = buses();
    for (const door of ['mcp', 'chat'] as const) {
      const refusal = handler.execute(new InvokeCapabilityCommand(caller('read-write', door), useFoodCapability, { id: 'f1', quantity: 'lots' }));
      await expect(refusal).rejects.toBeInstanceOf(DomainError);
      await expect(refusal).rejects.toMatchObject({ code: door === 'mcp' ? 'mcp.invalid-tool-input' : 'chat.invalid-tool-input', message: expect.stringMatching(/quantity/) as unknown });
    }
    expect(executed).toEqual([]);
  });

  it("finds a location by name in the caller's household before the command runs, and passes the command's refusal through", async () => {
    const { handler, executed } = buses();
    await expect(handler.execute(new InvokeCapabilityCommand(caller('read-write'), addFoodCapability, { name: 'Rice', location: 'Cellar' }))).rejects.toThrow('Storage location not found');
    await expect(handler.execute(new InvokeCapabilityCommand(caller('read-write'), addFoodCapability, { name: 'Rice', quantity: '1', location: 'fridge' }))).rejects.toThrow('unexpected command');
    const command = executed.at(-1) as AddFoodItemCommand;
    expect(command).toBeInstanceOf(AddFoodItemCommand);
    expect(command.actor).toBe(actor);
    expect(command.body).toMatchObject({ name: 'Rice', storageLocationId: fridge.id });
  });
});
