/**
 * A fresh `sous_bench_<time>` database on the PostgreSQL server at `serverUrl`, so a benchmark never
 * measures (or leaves) another run's rows; `drop()` removes it, closing any connection left on it.
 */
export async function freshPostgres(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `sous_bench_${Date.now()}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
