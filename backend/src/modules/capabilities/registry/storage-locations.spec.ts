import type { StorageLocation } from '@sous/contracts';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { findLocation } from './storage-locations.js';

const place = (id: string, name: string): StorageLocation => ({ id, name, icon: 'refrigerator', itemCount: 0, sortOrder: 0 });
const locations = [place('9b2f1a52-7c1e-4c1a-9f1e-0a1b2c3d4e5f', 'Fridge'), place('0c3e2b63-8d2f-4d2b-8a2f-1b2c3d4e5f60', 'Deep Freezer')];

describe('findLocation', () => {
  it('finds a location by id or by name in any case', () => {
    expect(findLocation(locations, '9B2F1A52-7C1E-4C1A-9F1E-0A1B2C3D4E5F').name).toBe('Fridge');
    expect(findLocation(locations, ' deep freezer ').name).toBe('Deep Freezer');
  });

  it("answers not found for another name or another household's id", () => {
    expect(() => findLocation(locations, 'Cellar')).toThrow(NotFoundError);
    expect(() => findLocation(locations, '11111111-2222-4333-8444-555555555555')).toThrow('Storage location not found');
  });
});
