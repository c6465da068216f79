import {
  RECIPE_PRESETS,
  applyPreset,
  creativityLabel,
  customizeDefaultsForHour,
  sentimentForRating,
} from './recipe-defaults.js';

describe('customizeDefaultsForHour', () => {
  it.each([
    [0, 'dinner', 'moderate'],
    [4, 'dinner', 'moderate'],
    [5, 'breakfast', 'quick'],
    [10, 'breakfast', 'quick'],
    [11, 'lunch', 'quick'],
    [13, 'lunch', 'quick'],
    [14, 'snack', 'quick'],
    [16, 'snack', 'quick'],
    [17, 'dinner', 'moderate'],
    [23, 'dinner', 'moderate'],
  ])('%d h → %s, %s', (hour, mealType, timeConstraint) => {
    expect(customizeDefaultsForHour(hour)).toMatchObject({ mealType, timeConstraint });
  });

  it('fills the other fields with the spec defaults', () => {
    expect(customizeDefaultsForHour(19)).toEqual({
      timeConstraint: 'moderate',
      servings: 4,
      difficulty: 'intermediate',
      mealType: 'dinner',
      creativity: 5,
      onlyUseOnHand: true,
      dietaryRestrictions: [],
    });
  });

  it('returns a fresh object each time', () => {
    const first = customizeDefaultsForHour(8);
    first.dietaryRestrictions.push('Vegan');
    expect(customizeDefaultsForHour(8).dietaryRestrictions).toEqual([]);
  });

  it.each([-1, 24, 7.5, Number.NaN])('rejects hour %d', (hour) => {
    expect(() => customizeDefaultsForHour(hour)).toThrow(RangeError);
  });
});

describe('creativityLabel', () => {
  it.each<[number, string]>([
    [1, 'Traditional'],
    [3, 'Traditional'],
    [4, 'Balanced'],
    [7, 'Balanced'],
    [8, 'Experimental'],
    [10, 'Experimental'],
  ])('%d → %s', (value, label) => {
    expect(creativityLabel(value)).toBe(label);
  });
});

describe('sentimentForRating', () => {
  it.each<[number, string]>([
    [1, 'negative'],
    [2, 'negative'],
    [3, 'neutral'],
    [4, 'positive'],
    [5, 'positive'],
  ])('%d stars → %s', (rating, sentiment) => {
    expect(sentimentForRating(rating)).toBe(sentiment);
  });

  it.each([0, 6, 2.5, Number.NaN])('rejects rating %d', (rating) => {
    expect(() => sentimentForRating(rating)).toThrow(RangeError);
  });
});

describe('RECIPE_PRESETS and applyPreset', () => {
  it('holds the three presets of the spec', () => {
    expect(RECIPE_PRESETS.map((p) => p.label)).toEqual(['15-min Quick', 'Family Dinner', 'Creative']);
    expect(RECIPE_PRESETS.find((p) => p.id === 'quick')?.values).toEqual({ timeConstraint: 'quick', difficulty: 'beginner' });
    expect(RECIPE_PRESETS.find((p) => p.id === 'family-dinner')?.values).toEqual({ servings: 6, mealType: 'dinner', difficulty: 'intermediate' });
    expect(RECIPE_PRESETS.find((p) => p.id === 'creative')?.values).toEqual({ creativity: 8, difficulty: 'advanced' });
  });

  it('overrides only the fields a preset lists', () => {
    const base = customizeDefaultsForHour(8);
    const preset = RECIPE_PRESETS.find((p) => p.id === 'creative');
    if (!preset) throw new Error('creative preset missing');
    const creative = applyPreset(base, preset);
    expect(creative).toEqual({ ...base, creativity: 8, difficulty: 'advanced' });
    expect(base.creativity).toBe(5);
  });
});
