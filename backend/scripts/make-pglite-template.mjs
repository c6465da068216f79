#!/usr/bin/env node
/**
 * Writes dist/pglite-template.tar.gz: the PostgreSQL cluster a new Sous instance starts from, as
 * PGlite's initdb leaves it, then migrated and with the embedded food database loaded.
 *
 * Why: a first start that creates its cluster runs initdb in a second PGlite instance (~770 MB
 * resident), then the migrations and the 8,790-food load grow PGlite's WebAssembly memory, which
 * never shrinks (~500 MB even from an empty template). Restoring a cluster that already holds all
 * of it peaks like any later start (issue 33: a 1 GB home server must run Sous). The app restores
 * it only into a data directory without a cluster (config/mikro-orm.config.ts); its boot then finds
 * no pending migration and the food database's version marker, and does both as on any start if
 * either is missing (an older template, a newer dataset). Remade when PGlite, the migrations or the
 * food dataset change; made by this separate build-time process, so its peak never adds to the
 * server's.
 */
import 'reflect-metadata';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const target = path.join(dist, 'pglite-template.tar.gz');
const stampFile = path.join(dist, 'pglite-template.json');
const require = createRequire(import.meta.url);
const fromDist = (file) => import(pathToFileURL(path.join(dist, file)).href);

const { version: pglite } = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'));
const { migrations } = await fromDist('migrations/index.js');
const { srLegacyDatasetVersion } = await fromDist('modules/food-data/embedded/sr-legacy-source.js');
const stamp = { pglite, migrations: migrations.map((migration) => migration.name), foods: srLegacyDatasetVersion };

const made = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
if (existsSync(target) && made === `${JSON.stringify(stamp)}\n`) {
  console.log(`pglite-template.tar.gz: kept (PGlite ${pglite}, ${migrations.length} migrations, ${srLegacyDatasetVersion})`);
} else {
  const started = performance.now();
  // the app restores an existing template into a new data directory: this build must start from initdb
  rmSync(target, { force: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'sous-pglite-template-'));
  const dataDir = path.join(work, 'pglite');
  try {
    const { appOrmOptions } = await fromDist('app.entities.js');
    const { loadEmbeddedFoods } = await fromDist('modules/food-data/embedded/load-embedded-foods.js');
    const orm = await MikroORM.init(appOrmOptions({ kind: 'pglite', dataDir, lock: null }));
    await orm.migrator.up();
    const foods = await loadEmbeddedFoods(orm.em);
    await orm.close(true);

    const { pgliteExtensions, pgliteStartParams } = await fromDist('config/mikro-orm.config.js');
    const db = await PGlite.create(dataDir, { extensions: pgliteExtensions, startParams: pgliteStartParams });
    // a compact cluster: the dead tuples of the load and of the migrations' rewrites stay out of every install
    await db.exec('vacuum full');
    await db.exec('checkpoint');
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(stampFile, `${JSON.stringify(stamp)}\n`);
    const mb = (dump.size / 1024 / 1024).toFixed(1);
    console.log(
      `pglite-template.tar.gz: written in ${Math.round(performance.now() - started)} ms (PGlite ${pglite}, ` +
        `${migrations.length} migrations, ${foods.foodCount} foods, ${mb} MB)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
