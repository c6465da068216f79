import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell, shellReadsNotFound } from '@/test/render-shell';

const path = () => screen.getByTestId('path').textContent;

describe('keyboard shortcuts', () => {
  it('Cmd/Ctrl+1..5 go to chat, storage, cookbook, meal planner and shopping list', () => {
    stubFetch(shellReadsNotFound);
    renderShell('/settings');
    const expected = { '1': '/', '2': '/storage/all', '3': '/cookbook', '4': '/meal-planner', '5': '/shopping-list' };
    for (const [key, target] of Object.entries(expected)) {
      fireEvent.keyDown(window, { key, ctrlKey: true });
      expect(path()).toBe(target);
    }
    fireEvent.keyDown(window, { key: '3', metaKey: true });
    expect(path()).toBe('/cookbook');
  });

  it('Cmd/Ctrl+K shows the command palette toast', async () => {
    stubFetch(shellReadsNotFound);
    renderShell();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByText('Coming soon! Quick access to all features.')).toBeInTheDocument();
  });

  it('Shift+? lists the shortcuts in a toast', async () => {
    stubFetch(shellReadsNotFound);
    renderShell();
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    expect(await screen.findByText('Keyboard shortcuts')).toBeInTheDocument();
    expect(screen.getByText(/Ctrl\+1: Chat/)).toBeInTheDocument();
  });

  it('Cmd/Ctrl+/ focuses the page search input', () => {
    stubFetch(shellReadsNotFound);
    renderShell('/', <input type="search" aria-label="Search food" />);
    fireEvent.keyDown(window, { key: '/', ctrlKey: true });
    expect(screen.getByRole('searchbox', { name: 'Search food' })).toHaveFocus();
  });

  it('ignores shortcuts while typing in an input', () => {
    stubFetch(shellReadsNotFound);
    renderShell('/settings', <input aria-label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: '3', ctrlKey: true });
    fireEvent.keyDown(input, { key: '?', shiftKey: true });
    expect(path()).toBe('/settings');
    expect(screen.queryByText('Keyboard shortcuts')).not.toBeInTheDocument();
  });
});

describe('Escape', () => {
  it('clears the text selection and tells screens to drop theirs, even from an input', () => {
    stubFetch(shellReadsNotFound);
    renderShell('/settings', <input aria-label="Name" />);
    const heard = vi.fn();
    window.addEventListener('sous:clear-selection', heard);
    const input = screen.getByRole('textbox', { name: 'Name' });
    const range = document.createRange();
    range.selectNodeContents(document.body);
    window.getSelection()?.addRange(range);
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(window.getSelection()?.toString()).toBe('');
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('sous:clear-selection', heard);
  });

  it('Cmd/Ctrl+B is ignored while typing', () => {
    stubFetch(shellReadsNotFound);
    renderShell('/settings', <input aria-label="Name" />);
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    const before = toggle.getAttribute('aria-expanded');
    const input = screen.getByRole('textbox', { name: 'Name' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'b', ctrlKey: true });
    expect(toggle.getAttribute('aria-expanded')).toBe(before);
  });
});
