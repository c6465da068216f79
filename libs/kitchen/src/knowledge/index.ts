/** Kitchen knowledge, offline: storage life, freezing, substitutions, conversions, temperatures, doneness, pairings. */
export * from './conversions.js';
export * from './measure-scaling.js';
export * from './freezing.js';
export * from './pairings.js';
export * from './storage.js';
export * from './substitutions.js';
export * from './temperatures.js';
export { foodKey } from './food-names.js';
export * from './techniques.js';
export * from './portions.js';
export * from './roasting.js';
