import type { EmbeddedFoodRecord } from './sr-legacy-source.js';

/**
 * Spec support (left out of the build): food `i` of a made-up SR Legacy load, under the NDB number
 * the spec picks (the unit spec pads small numbers, the database spec keeps clear of real ones).
 */
export const embeddedFoodFixture = (i: number, ndbNumber: string): EmbeddedFoodRecord => ({
  id: `sr:${ndbNumber}`,
  ndbNumber,
  description: i % 2 ? 'Egg, whole, raw' : 'Milk, whole',
  shortDescription: 'X',
  foodCategory: 'Dairy and Egg Products',
  headKey: 'x',
  aliasKey: null,
  rankBoost: 0,
  nutrients: { energyKcal: i },
  householdWeights: [],
  refusePercent: null,
});
