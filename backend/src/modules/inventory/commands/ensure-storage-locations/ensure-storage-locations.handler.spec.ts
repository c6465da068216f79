import { distinctAreaNames, iconForArea } from './ensure-storage-locations.handler.js';

describe('storage areas of onboarding', () => {
  it('gives the four defaults their icons, in any case, and every other area utensils-crossed', () => {
    expect(iconForArea('Refrigerator')).toBe('refrigerator');
    expect(iconForArea('freezer')).toBe('snowflake');
    expect(iconForArea(' PANTRY ')).toBe('pizza');
    expect(iconForArea('Counter')).toBe('utensils-crossed');
    expect(iconForArea('Wine Cellar')).toBe('utensils-crossed');
    expect(iconForArea('Garage freezer')).toBe('utensils-crossed');
  });

  it('keeps the first spelling of each name, drops blanks, and keeps the order', () => {
    expect(distinctAreaNames(['Pantry', ' Garage ', 'pantry', '', 'GARAGE', 'Freezer'])).toEqual(['Pantry', 'Garage', 'Freezer']);
  });
});
