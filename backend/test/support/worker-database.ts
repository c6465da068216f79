import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

/**
 * On PostgreSQL, every Jest worker runs its suites on its own copy of the run's migrated database
 * (`sous_test_<hex>_w<JEST_WORKER_ID>`, made with `CREATE DATABASE … TEMPLATE` the first time the
 * worker needs it), so suites running side by side cannot see each other's rows. The global setup
 * prepares the template and never connects to it again (a template must have no sessions); the
 * global teardown drops the copies with it.
 */
export const workerDatabasePattern = /^sous_test_[a-f0-9]{12}(_w\d+)?$/;

export function workerDatabaseName(template: string, workerId: string): string {
  if (!/^\d+$/.test(workerId)) throw new Error(`Unexpected JEST_WORKER_ID ${workerId}`);
  return `${template}_w${workerId}`;
}

/** The worker's database URL, creating the database from the template when it does not exist yet. */
export async function ensureWorkerDatabase(serverUrl: string, templateUrl: string, workerId: string): Promise<string> {
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const name = workerDatabaseName(template, workerId);
  if (!workerDatabasePattern.test(name)) throw new Error(`Refusing to create ${name}`);
  // through DATABASE_URL's database, as the global setup does: a session on the template would block the copy
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  try {
    const connection = orm.em.getConnection();
    const existing = await connection.execute('select 1 from pg_database where datname = ?', [name]);
    if (existing.length === 0) await connection.execute(`create database "${name}" template "${template}"`);
  } finally {
    await orm.close();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
