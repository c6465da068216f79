export * from './capability.js';
export * from './capability-rows.js';
export * from './capability-catalog.js';
export * from './inventory-capabilities.js';
export * from './planning-capabilities.js';
export * from './recipe-capabilities.js';
export * from './knowledge-capabilities.js';
