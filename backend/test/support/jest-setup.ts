import { jest } from '@jest/globals';

// booting the app on PGlite takes seconds, on a fresh data directory more: Jest's 5 s is too short
jest.setTimeout(60_000);
