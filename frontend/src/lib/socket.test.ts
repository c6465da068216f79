import { QueryClient } from '@tanstack/react-query';
import type { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, entityEventNames } from './socket';

type Handler = (payload?: unknown) => void;

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
    expect([...fake.handlers.keys()].sort()).toEqual([...entityEventNames, 'notification:expiring'].sort());
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
    fake.handlers.get('appliance:created')?.({ id: 'a1', name: 'Oven' });
    expect(client.getQueryData(['/api/appliances'])).toEqual([{ id: 'a1', name: 'Oven' }]);
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
