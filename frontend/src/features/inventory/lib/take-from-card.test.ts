import { describe, expect, it } from 'vitest';
import { lot, pantry } from '@/test/food-item-fixture';
import { takeFromCard } from './take-from-card';

describe('takeFromCard (a Use queued offline, done on the cached rows)', () => {
  it('takes from the named lot and raises its version as the server will', () => {
    const chicken = lot('a', { quantity: '2', version: 3 });
    expect(takeFromCard([chicken], chicken, '1/2')).toEqual({ changed: [{ ...chicken, quantity: '1.5', version: 4 }], removedIds: [] });
  });

  it('a lot used up leaves, and what is left over spills to the card’s next lot, converting units', () => {
    const first = lot('a', { quantity: '1', unit: 'lb', expirationDate: '2025-01-02' });
    const later = lot('b', { quantity: '32', unit: 'oz', expirationDate: '2025-01-09' });
    const elsewhere = lot('c', { quantity: '5', storageLocationId: pantry.id });
    const { changed, removedIds } = takeFromCard([later, elsewhere, first], first, '1.5');
    expect(removedIds).toEqual(['a']);
    expect(changed).toEqual([{ ...later, quantity: '24', version: 2 }]);
  });

  it('leaves lots whose units do not convert, and takes nothing for an amount it cannot read', () => {
    const cans = lot('a', { quantity: '2', unit: 'can', foodKey: 'beans', name: 'Beans' });
    const grams = lot('b', { quantity: '400', unit: 'g', foodKey: 'beans', name: 'Beans' });
    expect(takeFromCard([cans, grams], cans, '3')).toEqual({ changed: [], removedIds: ['a'] });
    expect(takeFromCard([cans], cans, 'some')).toEqual({ changed: [], removedIds: [] });
  });
});
