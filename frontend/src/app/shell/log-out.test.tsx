import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { writeCache } from '@/lib/local-cache';
import { beforeLogOut } from '@/lib/log-out';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell, shellReadsNotFound } from '@/test/render-shell';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

describe('Log Out', () => {
  it('clears the query cache and the local cache, then goes to /api/logout', async () => {
    stubFetch(shellReadsNotFound);
    const user = userEvent.setup();
    const { client } = renderShell();
    client.setQueryData(['/api/recipes'], [{ id: 'r1' }]);
    writeCache('storage:locations', [{ id: 'l1' }]);
    localStorage.setItem('theme', '"dark"');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/api/logout'));
    expect(client.getQueryData(['/api/recipes'])).toBeUndefined();
    expect(localStorage.getItem('cache:storage:locations')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(assignLocation).toHaveBeenCalledWith('/api/logout');
  });

  it("runs the device's sign-out steps while the session exists, and does not wait on a failing one", async () => {
    vi.mocked(assignLocation).mockClear();
    stubFetch(shellReadsNotFound);
    const order: string[] = [];
    const undo = [
      beforeLogOut(async () => {
        await Promise.resolve();
        order.push('push subscription ended');
      }),
      beforeLogOut(() => Promise.reject(new Error('offline'))),
    ];
    vi.mocked(assignLocation).mockImplementation(() => order.push('session ended'));
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(order).toEqual(['push subscription ended', 'session ended']));
    for (const unregister of undo) unregister();
  });
});
