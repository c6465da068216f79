import { cookingSlot, mealTypeAt } from './cook-now.js';

const at = (hour: number, minute = 0) => new Date(2026, 10, 26, hour, minute);

describe('mealTypeAt', () => {
  it('is breakfast before 11, lunch before 16, dinner after', () => {
    expect(mealTypeAt(at(0))).toBe('breakfast');
    expect(mealTypeAt(at(10, 59))).toBe('breakfast');
    expect(mealTypeAt(at(11))).toBe('lunch');
    expect(mealTypeAt(at(15, 59))).toBe('lunch');
    expect(mealTypeAt(at(16))).toBe('dinner');
    expect(mealTypeAt(at(23, 59))).toBe('dinner');
  });
});

describe('cookingSlot', () => {
  it("is the local today, at the meal asked for or the hour's", () => {
    expect(cookingSlot(at(8))).toEqual({ date: '2026-11-26', mealType: 'breakfast' });
    expect(cookingSlot(at(8), 'snack')).toEqual({ date: '2026-11-26', mealType: 'snack' });
    expect(cookingSlot(at(23, 30))).toEqual({ date: '2026-11-26', mealType: 'dinner' });
  });
});
