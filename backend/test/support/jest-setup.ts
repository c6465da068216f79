import { jest } from '@jest/globals';
import { ensureWorkerDatabase } from './worker-database.js';

// booting the app on PGlite takes seconds, on a fresh data directory more: Jest's 5 s is too short
jest.setTimeout(60_000);

// Runs before each suite's module is evaluated (top-level await), so suites that read the URL at
// load time see their worker's database too. Each suite gets a fresh copy of process.env.
const { DATABASE_URL: serverUrl, SOUS_TEST_DATABASE_URL: templateUrl, JEST_WORKER_ID: workerId } = process.env;
if (serverUrl && templateUrl && workerId) {
  process.env.SOUS_TEST_DATABASE_URL = await ensureWorkerDatabase(serverUrl, templateUrl, workerId);
}
