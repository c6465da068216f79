// The baseline of bench/rest.mjs: a bare node:http server answering GET /food-items with the same
// rows the app's GET /api/food-items reads (one household's items, in its order), straight from
// the database: `pg` against BARE_DATABASE_URL, or PGlite on a copy of the app's data directory
// (BARE_PGLITE_DIR). Run as a child process, so it does not share an event loop with autocannon.
import http from 'node:http';

const householdId = process.env.BARE_HOUSEHOLD_ID;
// the app's own column list and order (ListFoodItemsHandler), so both read and send the same data
const sql = `select fi.id, fi.household_id, fi.user_id, fi.name, fi.quantity, fi.unit, fi.storage_location_id,
  fi.expiration_date, fi.fcd_id, fi.usda_data, fi.food_category, fi.added_at, fi.weight_in_grams, fi.last_notified_at,
  fi.notification_dismissed, fi.days_until_expiry_when_notified, fi.image_url, fi.nutrition, fi.version
  from food_items fi where fi.household_id = $1
  order by fi.expiration_date asc nulls last, lower(fi.name), fi.added_at`;

let query;
if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  query = async () => (await pool.query(sql, [householdId])).rows;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  // the app's own buffer pool (backend/src/config/mikro-orm.config.ts), so both read alike
  const db = await PGlite.create(process.env.BARE_PGLITE_DIR, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
  query = async () => (await db.query(sql, [householdId])).rows;
}

const server = http.createServer(async (req, res) => {
  if (req.url !== '/food-items') {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify(await query());
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
