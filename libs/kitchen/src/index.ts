/** @sous/kitchen: pure kitchen domain logic shared by the backend and the frontend. No I/O. */
export * from './amounts/index.js';
export * from './availability/index.js';
export * from './categories.js';
export * from './dates.js';
export * from './expiry.js';
export * from './food-identity/index.js';
export * from './ingredients.js';
export * from './knowledge/index.js';
export * from './leftovers.js';
export * from './matching.js';
export * from './quantity.js';
export * from './receipts/index.js';
export * from './recipe-defaults.js';
export * from './recipe-lint/index.js';
export * from './shelf-life.js';
export * from './units.js';
export * from './equipment.js';
