export * from './constants.js';
export * from './http.js';
export * from './messages.js';
export * from './realtime.js';
