import { describe, expect, it } from 'vitest';
import { formatCalories, formatGrams, formatWeekStart, formatWeight } from './format-nutrition';

describe('format-nutrition', () => {
  it('shows weights in g/kg or oz/lb by the preferred units', () => {
    expect(formatWeight(250.4, 'metric')).toBe('250 g');
    expect(formatWeight(1250, 'metric')).toBe('1.3 kg');
    expect(formatWeight(100, 'imperial')).toBe('3.5 oz');
    expect(formatWeight(907.18474, 'imperial')).toBe('2 lb');
  });

  it('formats grams, calories and week starts', () => {
    expect(formatGrams(12.34)).toBe('12.3 g');
    expect(formatCalories(4749.6)).toBe('4,750 kcal');
    expect(formatWeekStart('2026-11-16')).toBe('Nov 16');
  });
});
