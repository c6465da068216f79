export * from './api-route-doc.js';
export * from './api-routes.js';
export * from './responses.js';
