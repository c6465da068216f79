import type { CookTimer } from '@sous/contracts';
import { describe, expect, it } from 'vitest';
import { alarmKey, dueAlarms, formatCountdown, stepAnnouncement, stepForKey, stepForSwipe, visibleTimers } from './cook-steps-view';

const timer = (changes: Partial<CookTimer>): CookTimer => ({
  id: '0.0',
  step: 0,
  label: 'Simmer',
  seconds: 600,
  state: 'idle',
  remainingSeconds: 600,
  endsAt: null,
  ...changes,
});

describe('cook mode navigation', () => {
  it('moves one step with the arrow and page keys, to the ends with Home and End, never past them', () => {
    expect(stepForKey('ArrowRight', 0, 3)).toBe(1);
    expect(stepForKey('ArrowDown', 1, 3)).toBe(2);
    expect(stepForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(stepForKey('PageUp', 1, 3)).toBe(0);
    expect(stepForKey('End', 0, 3)).toBe(2);
    expect(stepForKey('Home', 2, 3)).toBe(0);
    expect(stepForKey('ArrowRight', 2, 3)).toBeNull();
    expect(stepForKey('ArrowLeft', 0, 3)).toBeNull();
    expect(stepForKey('a', 1, 3)).toBeNull();
  });

  it('turns the page on a horizontal swipe only', () => {
    expect(stepForSwipe(-120, 10, 0, 3)).toBe(1);
    expect(stepForSwipe(120, 10, 1, 3)).toBe(0);
    expect(stepForSwipe(-30, 0, 0, 3)).toBeNull();
    expect(stepForSwipe(-100, 90, 0, 3)).toBeNull();
    expect(stepForSwipe(-120, 0, 2, 3)).toBeNull();
  });

  it('formats countdowns and announces steps', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(4500)).toBe('1:15:00');
    expect(formatCountdown(-3)).toBe('0:00');
    const steps = [{ index: 0, section: null, text: 'Chop.', timers: [], ingredients: [] }, { index: 1, section: null, text: 'Fry.', timers: [], ingredients: [] }];
    expect(stepAnnouncement({ step: 1, steps })).toBe('Step 2 of 2: Fry.');
  });
});

describe('cook mode timers', () => {
  const now = Date.parse('2026-12-06T10:00:00Z');

  it('shows the step\'s own timers, and running or paused ones of other steps', () => {
    const timers = [timer({ id: '0.0', step: 0 }), timer({ id: '1.0', step: 1, state: 'running', endsAt: '2026-12-06T10:05:00Z' }), timer({ id: '2.0', step: 2 })];
    const shown = visibleTimers({ step: 0, timers });
    expect(shown.own.map((t) => t.id)).toEqual(['0.0']);
    expect(shown.elsewhere.map((t) => t.id)).toEqual(['1.0']);
  });

  it('rings each end once, and again after a restart', () => {
    const ended = timer({ state: 'running', endsAt: '2026-12-06T09:59:59Z' });
    const counting = timer({ id: '1.0', state: 'running', endsAt: '2026-12-06T10:01:00Z' });
    expect(dueAlarms([ended, counting], now, new Set())).toEqual([ended]);
    expect(dueAlarms([ended], now, new Set([alarmKey(ended)]))).toEqual([]);
    const restarted = { ...ended, endsAt: '2026-12-06T09:59:59.500Z' };
    expect(dueAlarms([restarted], now, new Set([alarmKey(ended)]))).toEqual([restarted]);
  });
});
