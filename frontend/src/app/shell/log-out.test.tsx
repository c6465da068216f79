import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { writeCache } from '@/lib/local-cache';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell } from '@/test/render-shell';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

describe('Log Out', () => {
  it('clears the query cache and the local cache, then goes to /api/logout', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { client } = renderShell();
    client.setQueryData(['/api/recipes'], [{ id: 'r1' }]);
    writeCache('storage:locations', [{ id: 'l1' }]);
    localStorage.setItem('theme', '"dark"');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(client.getQueryData(['/api/recipes'])).toBeUndefined();
    expect(localStorage.getItem('cache:storage:locations')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(assignLocation).toHaveBeenCalledWith('/api/logout');
  });
});
