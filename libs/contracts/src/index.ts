export * from './constants.js';
export * from './http.js';
export * from './messages.js';
export * from './realtime.js';
export * from './auth-user.js';
export * from './ui-text.js';
export * from './analytics/record-web-vital.js';
