export * from './food-result.js';
export * from './food-search.js';
export * from './barcodes.js';
