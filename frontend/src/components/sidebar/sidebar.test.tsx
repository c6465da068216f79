import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell, shellReadsNotFound } from '@/test/render-shell';
import { readSidebarOpen } from './sidebar-cookie';
import { sectionsStorageKey } from './use-section-open';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

const sidebarState = () => document.querySelector('aside')?.getAttribute('data-state');

describe('sidebar', () => {
  it('starts expanded without a cookie', () => {
    stubFetch(shellReadsNotFound);
    renderShell();
    expect(sidebarState()).toBe('expanded');
    expect(readSidebarOpen()).toBe(true);
  });

  it('remembers being collapsed in the sidebar_state cookie for 7 days', async () => {
    stubFetch(shellReadsNotFound);
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        cookieWrites.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      const user = userEvent.setup();
      renderShell();
      await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      expect(sidebarState()).toBe('collapsed');
      expect(cookieWrites).toEqual(['sidebar_state=false; path=/; max-age=604800; SameSite=Lax']);
      expect(document.cookie).toContain('sidebar_state=false');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('opens collapsed when the cookie says so, as an icon rail with named links', () => {
    stubFetch(shellReadsNotFound);
    document.cookie = 'sidebar_state=false; path=/';
    renderShell();
    expect(sidebarState()).toBe('collapsed');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shopping List' })).toBeInTheDocument();
    expect(within(nav).queryByText('Planning')).not.toBeInTheDocument();
  });

  it('toggles with Ctrl+B and Cmd+B', () => {
    stubFetch(shellReadsNotFound);
    renderShell();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebarState()).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('remembers a closed section', async () => {
    stubFetch(shellReadsNotFound);
    const user = userEvent.setup();
    const { unmount } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Planning' }));
    expect(screen.queryByRole('link', { name: 'Meal Planner' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(sectionsStorageKey) ?? '{}')).toEqual({ 'sidebar:planning': false });
    unmount();
    renderShell();
    expect(screen.queryByRole('link', { name: 'Meal Planner' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Cookbook' })).toBeInTheDocument();
  });

  it('lists categories alphabetically and locations with their counts', async () => {
    stubFetch({
      ...shellReadsNotFound,
      '/api/storage-locations': { status: 200, body: [{ id: 'l1', name: 'Fridge' }, { id: 'l2', name: 'Pantry' }] },
      [foodItemsFirstPageUrl]: {
        status: 200,
        body: [
          { id: '1', name: 'Milk', storageLocationId: 'l1', foodCategory: 'Dairy' },
          { id: '2', name: 'Rice', storageLocationId: 'l2', foodCategory: 'Grains' },
          { id: '3', name: 'Beans', storageLocationId: 'l2', foodCategory: null },
          { id: '4', name: 'Apples', storageLocationId: 'l2', foodCategory: 'Fruits' },
        ],
      },
    });
    const user = userEvent.setup();
    renderShell('/storage/pantry');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const foodGroups = await within(nav).findByRole('button', { name: 'Food Groups (4)' });
    await user.click(foodGroups);
    expect(within(nav).getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/food-groups');
    const categoryLinks = ['Dairy (1)', 'Fruits (1)', 'Grains (1)', 'Uncategorized (1)'].map((name) =>
      within(nav).getByRole('link', { name }),
    );
    expect(categoryLinks.map((l) => l.getAttribute('href'))).toEqual([
      '/food-groups/dairy',
      '/food-groups/fruits',
      '/food-groups/grains',
      '/food-groups/uncategorized',
    ]);
    const names = within(nav).getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    const order = ['Dairy (1)', 'Fruits (1)', 'Grains (1)', 'Uncategorized (1)'].map((n) => names.indexOf(n));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await user.click(within(nav).getByRole('button', { name: 'All Items (4)' }));
    expect(within(nav).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/storage/all');
    expect(within(nav).getByRole('link', { name: 'Fridge (1)' })).toHaveAttribute('href', '/storage/fridge');
    const pantry = within(nav).getByRole('link', { name: 'Pantry (3)' });
    expect(pantry).toHaveAttribute('href', '/storage/pantry');
    expect(pantry).toHaveAttribute('aria-current', 'page');
  });
});
