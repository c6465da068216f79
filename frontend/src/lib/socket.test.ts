import { QueryClient } from '@tanstack/react-query';
import type { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { anAppliance } from '@/test/appliance-fixture';
import { connectRealtime, DERIVED_REFETCH_DELAY_MS, entityEventNames } from './socket';

type Handler = (payload?: unknown) => void;

const oven = anAppliance({ name: 'Oven', type: 'Oven' });

/** A stand-in for socket.io's client exposing the handlers the app registers. */
function fakeIo() {
  const handlers = new Map<string, Handler>();
  const managerHandlers = new Map<string, Handler>();
  const socket = {
    on: (name: string, handler: Handler) => handlers.set(name, handler),
    io: { on: (name: string, handler: Handler) => managerHandlers.set(name, handler) },
    disconnect: vi.fn(),
  };
  const open = vi.fn(() => socket);
  return { open: open as unknown as typeof io, openMock: open, handlers, managerHandlers };
}

describe('connectRealtime', () => {
  it('connects with credentials and listens to every entity event', () => {
    const fake = fakeIo();
    connectRealtime(new QueryClient(), fake.open);
    expect(fake.openMock).toHaveBeenCalledWith({ withCredentials: true });
    expect(entityEventNames).toHaveLength(24);
    expect([...fake.handlers.keys()].sort()).toEqual(
      [...entityEventNames, 'notification:expiring', 'household:renamed', 'household:member-joined', 'household:member-left'].sort(),
    );
  });

  it("shows another member's rename of this household and refetches it when someone joins or leaves", () => {
    const fake = fakeIo();
    const client = new QueryClient();
    client.setQueryData(['/api/household'], { id: 'h1', name: 'Home', members: [] });
    connectRealtime(client, fake.open);
    fake.handlers.get('household:renamed')?.({ householdId: 'other', name: 'Not ours' });
    expect(client.getQueryData(['/api/household'])).toEqual({ id: 'h1', name: 'Home', members: [] });
    fake.handlers.get('household:renamed')?.({ householdId: 'h1', name: 'The Burrow' });
    expect(client.getQueryData(['/api/household'])).toEqual({ id: 'h1', name: 'The Burrow', members: [] });
    fake.handlers.get('household:member-joined')?.({ householdId: 'h1', userId: 'u2' });
    expect(client.getQueryState(['/api/household'])?.isInvalidated).toBe(true);
  });

  it('replaces the expiration notifications with the pushed list', () => {
    const fake = fakeIo();
    const client = new QueryClient();
    connectRealtime(client, fake.open);
    fake.handlers.get('notification:expiring')?.([{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }]);
    expect(client.getQueryData(['/api/notifications/expiration'])).toEqual([{ id: 'f1', foodItemName: 'Milk', daysUntilExpiry: 1 }]);
  });

  it('applies an incoming event to the query cache', () => {
    const fake = fakeIo();
    const client = new QueryClient();
    client.setQueryData(['/api/appliances'], []);
    connectRealtime(client, fake.open);
    fake.handlers.get('appliance:created')?.(oven);
    expect(client.getQueryData(['/api/appliances'])).toEqual([oven]);
    fake.handlers.get('appliance:deleted')?.({ id: oven.id });
    expect(client.getQueryData(['/api/appliances'])).toEqual([]);
  });

  it('refetches the cookbook and the plan once per burst of inventory events, since their availability comes from it', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeIo();
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
      connectRealtime(client, fake.open);
      fake.handlers.get('food-item:updated')?.({ id: 'lot-1' });
      fake.handlers.get('food-item:deleted')?.({ id: 'lot-2' });
      expect(invalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(DERIVED_REFETCH_DELAY_MS);
      expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
        { queryKey: ['/api/recipes'] },
        { queryKey: ['/api/meal-plans'] },
      ]);
      // an appliance change derives nothing
      fake.handlers.get('appliance:created')?.(oven);
      vi.advanceTimersByTime(DERIVED_REFETCH_DELAY_MS);
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches active queries after a reconnect', () => {
    const fake = fakeIo();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    connectRealtime(client, fake.open);
    fake.managerHandlers.get('reconnect')?.();
    expect(invalidate).toHaveBeenCalledWith({ type: 'active' });
  });
});
