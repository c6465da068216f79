import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDisclosure, useDisclosure } from './progressive-disclosure';

describe('progressive disclosure', () => {
  it('remembers each disclosure under the progressiveDisclosure key', () => {
    const { result } = renderHook(() => useDisclosure('settings:advanced', false));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(JSON.parse(localStorage.getItem('progressiveDisclosure') ?? '{}')).toEqual({ 'settings:advanced': true });

    const again = renderHook(() => useDisclosure('settings:advanced', false));
    expect(again.result.current[0]).toBe(true);
  });

  it('falls back to the default on junk in storage', () => {
    localStorage.setItem('progressiveDisclosure', '["not", "a", "map"]');
    expect(readDisclosure('x')).toBeUndefined();
    const { result } = renderHook(() => useDisclosure('x', true));
    expect(result.current[0]).toBe(true);
  });
});
