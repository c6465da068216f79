import { wasteTips } from './waste-tips.js';

const item = (foodItemName: string, foodCategory: string | null = null, daysUntilExpiry = 1) => ({ foodItemName, foodCategory, daysUntilExpiry });

describe('wasteTips', () => {
  it('gives a specific tip per kind of expiring food plus a plan for the soonest items', () => {
    const tips = wasteTips([item('Spinach'), item('Chicken breast', 'Poultry Products'), item('Sourdough', 'Baked Products')], 0, 10);
    expect(tips).toHaveLength(4);
    expect(tips.some((t) => t.includes('spinach') && /pesto|wilt/i.test(t))).toBe(true);
    expect(tips.some((t) => t.includes('chicken breast') && /freeze|cook/i.test(t))).toBe(true);
    expect(tips.some((t) => t.includes('sourdough') && /croutons|french toast/i.test(t))).toBe(true);
    expect(tips.some((t) => t.includes('spinach, chicken breast and sourdough'))).toBe(true);
  });

  it('gives one tip per kind, not one per item', () => {
    const tips = wasteTips([item('Milk', 'Dairy and Egg Products'), item('Cream', 'Dairy and Egg Products')], 0, 10);
    expect(tips.filter((t) => /pancakes|ice-cube/.test(t))).toHaveLength(1);
  });

  it('offers different tips on refresh', () => {
    const items = [item('Bananas', 'Fruits and Fruit Juices'), item('Carrots', 'Vegetables and Vegetable Products')];
    expect(wasteTips(items, 0)).not.toEqual(wasteTips(items, 1));
  });

  it('still helps when nothing is expiring', () => {
    expect(wasteTips([], 0).length).toBeGreaterThan(0);
  });
});
