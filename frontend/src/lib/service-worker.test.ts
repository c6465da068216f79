import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './browser-location';
import { registerServiceWorker } from './service-worker';

vi.mock('./browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const register = vi.fn();

function fakeContainer(controller: object | null) {
  register.mockReset().mockResolvedValue({});
  return Object.assign(new EventTarget(), { controller, register }) as unknown as ServiceWorkerContainer;
}

afterEach(() => vi.mocked(reloadPage).mockClear());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin once the page has loaded', () => {
    const container = fakeContainer(null);
    registerServiceWorker(container, true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing in development', () => {
    const container = fakeContainer(null);
    registerServiceWorker(container, false);
    expect(register).not.toHaveBeenCalled();
  });

  it('reloads when a new worker replaces the one in control, once', () => {
    const container = fakeContainer({});
    registerServiceWorker(container, true);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control of a fresh page', () => {
    const container = fakeContainer(null);
    registerServiceWorker(container, true);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).not.toHaveBeenCalled();
    // a later update does reload
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
