import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OfflineBanner', () => {
  it('shows the offline message, then Back online! for 3 s', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText("You're offline - Using cached data")).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Back online!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Back online!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('going offline again cancels the pending hide', () => {
    render(<OfflineBanner />);
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("You're offline - Using cached data")).toBeInTheDocument();
  });
});
