import { realtimeSchemas, type FoodItem, type ShoppingItem, type StorageLocation } from '@sous/contracts';
import type { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

/** A gateway whose server records every emit with its room (null: every socket). */
function recordingService() {
  const sent: { room: string | null; except?: string; event: string; payload: unknown }[] = [];
  const server = {
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => sent.push({ room, event, payload }),
      except: (except: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, except, event, payload }) }),
    }),
    emit: (event: string, payload: unknown) => sent.push({ room: null, event, payload }),
  };
  return { service: new RealtimeService({ server } as unknown as RealtimeGateway), sent };
}

const pantry: StorageLocation = { id: 'l1', name: 'Pantry', icon: 'pizza', itemCount: 2, sortOrder: 1 };

describe('RealtimeService', () => {
  it("sends household data to the household's room and personal data to the user's, as given", () => {
    const { service, sent } = recordingService();
    service.toHousehold('h1', 'storage-location:updated', pantry);
    service.toUser('u1', 'notification:expiring', [{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }]);
    service.toEveryone('cooking-term:deleted', { id: 't1' });
    expect(sent).toEqual([
      { room: 'household:h1', event: 'storage-location:updated', payload: pantry },
      { room: 'user:u1', event: 'notification:expiring', payload: [{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }] },
      { room: null, event: 'cooking-term:deleted', payload: { id: 't1' } },
    ]);
  });

  it("sends to a user's devices but one socket, or to all of them when none is named", () => {
    const { service, sent } = recordingService();
    service.toUserExcept('u1', 'socket-a', 'chat:token', { streamId: 's1', content: 'Hi' });
    service.toUserExcept('u1', null, 'chat:token', { streamId: 's1', content: '!' });
    expect(sent).toEqual([
      { room: 'user:u1', except: 'socket-a', event: 'chat:token', payload: { streamId: 's1', content: 'Hi' } },
      { room: 'user:u1', event: 'chat:token', payload: { streamId: 's1', content: '!' } },
    ]);
  });

  it('has a payload schema for every event, strict for deletes', () => {
    expect(realtimeSchemas['storage-location:updated'].parse(pantry)).toEqual(pantry);
    expect(() => realtimeSchemas['food-item:deleted'].parse({ ...pantry })).toThrow();
    expect(realtimeSchemas['food-item:deleted'].parse({ id: 'f1' })).toEqual({ id: 'f1' });
    expect(() => realtimeSchemas['notification:expiring'].parse([{ id: 'f1', foodItemName: 'Milk' }])).toThrow();
  });
});

/**
 * Type-level checks, run by the typecheck (`tsc -p backend`), never called: each call below is a
 * type error, or its `@ts-expect-error` fails the build. Only the contract's row of an event compiles.
 */
export function wrongPayloadsDoNotCompile(service: RealtimeService, item: FoodItem, listed: ShoppingItem): void {
  // @ts-expect-error: a food-item event carries the whole FoodItem row, not a part of it
  service.toHousehold('h1', 'food-item:created', { id: item.id, name: item.name });
  // @ts-expect-error: a shopping item is not a food item
  service.toHousehold('h1', 'food-item:updated', listed);
  // @ts-expect-error: a delete carries exactly the id
  service.toHousehold('h1', 'food-item:deleted', { id: item.id, name: item.name });
  // @ts-expect-error: a row field of the wrong type
  service.toHousehold('h1', 'storage-location:created', { ...pantry, itemCount: '2' });
  // @ts-expect-error: the expiry push is the notification contract's list, not food items
  service.toUser('u1', 'notification:expiring', [item]);
  // @ts-expect-error: no such event
  service.toEveryone('pantry:created', { id: 'x' });
}
