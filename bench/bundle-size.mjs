// `node bench/bundle-size.mjs`: the JS the browser downloads, from the built frontend (run
// `npm run build -w @sous/frontend` first; BUNDLE_DIST=<dir> reads another build). Reads Vite's chunk graph (frontend/dist/.vite/manifest.json)
// and prints, gzip-compressed with zlib's default level (as browsers receive it from a gzip server):
//  - every chunk;
//  - the initial JS of the landing page (entry + its static imports + the lazy landing chunk) and of
//    the signed-in app shell (entry + the lazy signed-in app), against the 170 KB budget;
//  - each lazy route: what it adds on top of the app shell, against the 60 KB budget.
// Writes the figures to bench/results/bundle-size-<date>.json. Exit code 1 if a budget is exceeded
// and --strict is given.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../scripts/lib/paths.mjs';

const KB = 1024;
export const budgets = { initialKb: 170, lazyRouteKb: 60 };

const dist = process.env.BUNDLE_DIST ?? path.join(repoRoot, 'frontend/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

/** Chunk-graph helpers over Vite's manifest (keys are source paths, `file` the emitted name). */
export function loadGraph(manifest) {
  const byKey = manifest;
  const entryKey = Object.keys(byKey).find((key) => byKey[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

  /** Files of a chunk and everything it imports statically (what loads together with it). */
  const closure = (key, seen = new Set()) => {
    const chunk = byKey[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const findKey = (suffix) => Object.keys(byKey).find((key) => key.endsWith(suffix));
  return { byKey, entryKey, closure, findKey };
}

const gzipSizes = new Map();
export function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipSizes.get(file);
}

const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;

export function measure(manifest) {
  const { byKey, entryKey, closure, findKey } = loadGraph(manifest);
  const entry = closure(entryKey);
  const landingKey = findKey('features/auth/pages/landing-page.tsx');
  const shellKey = findKey('app/signed-in-app.tsx');
  if (!landingKey || !shellKey) throw new Error('landing page or signed-in app chunk not found in the manifest');
  const landing = closure(landingKey, new Set(entry));
  const shell = closure(shellKey, new Set(entry));

  const chunks = Object.values(byKey)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, source: chunk.src ?? chunk.name ?? null, gzipKb: kb(gzipSize(chunk.file)), rawKb: kb(fs.statSync(path.join(dist, chunk.file)).size) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);

  // A route page is a dynamic import of the route table (or of the chat route that composes it).
  const routeKeys = Object.keys(byKey).filter((key) => byKey[key].isDynamicEntry && /\/pages\/[^/]+\.tsx$/.test(key) && key !== landingKey);
  const routes = routeKeys
    .map((key) => {
      const files = [...closure(key)].filter((file) => !shell.has(file));
      return { route: key.replace(/^.*\/(features|app)\//, ''), files, addedGzipKb: kb(sum(files)) };
    })
    .sort((a, b) => b.addedGzipKb - a.addedGzipKb);

  // Other lazy pieces (voice, scanner, charts): what each adds when it is loaded.
  const lazyPieces = Object.keys(byKey)
    .filter((key) => byKey[key].isDynamicEntry && !routeKeys.includes(key) && key !== landingKey && key !== shellKey)
    .map((key) => ({ piece: key, addedGzipKb: kb(sum([...closure(key)].filter((file) => !shell.has(file)))) }))
    .sort((a, b) => b.addedGzipKb - a.addedGzipKb);

  return {
    initial: {
      entryGzipKb: kb(sum(entry)),
      landingGzipKb: kb(sum(landing)),
      appShellGzipKb: kb(sum(shell)),
      landingPlusShellGzipKb: kb(sum(new Set([...landing, ...shell]))),
    },
    routes,
    lazyPieces,
    chunks,
  };
}

async function main() {
  if (!fs.existsSync(manifestFile)) {
    console.error(`No ${path.relative(repoRoot, manifestFile)}: run \`npm run build -w @sous/frontend\` first`);
    process.exit(1);
  }
  const result = measure(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  const { initial } = result;
  const flag = (value, budget) => (value > budget ? `  OVER ${budget} KB` : '');

  console.log('Chunks (gzip KB, raw KB):');
  for (const chunk of result.chunks) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(7)}  ${chunk.rawKb.toFixed(1).padStart(7)}  ${chunk.file}${chunk.source ? `  (${chunk.source})` : ''}`);
  console.log('\nInitial JS (gzip):');
  console.log(`  entry alone                       ${initial.entryGzipKb} KB`);
  console.log(`  landing page (entry + landing)    ${initial.landingGzipKb} KB${flag(initial.landingGzipKb, budgets.initialKb)}`);
  console.log(`  app shell (entry + signed-in app) ${initial.appShellGzipKb} KB${flag(initial.appShellGzipKb, budgets.initialKb)}`);
  console.log(`  landing + app shell together      ${initial.landingPlusShellGzipKb} KB${flag(initial.landingPlusShellGzipKb, budgets.initialKb)}`);
  console.log('\nLazy routes, added on top of the app shell (gzip):');
  for (const route of result.routes) console.log(`  ${route.addedGzipKb.toFixed(1).padStart(7)} KB  ${route.route}${flag(route.addedGzipKb, budgets.lazyRouteKb)}`);
  console.log('\nOther lazy pieces (gzip added when loaded):');
  for (const piece of result.lazyPieces) console.log(`  ${piece.addedGzipKb.toFixed(1).padStart(7)} KB  ${piece.piece}`);

  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(dir, `bundle-size-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ benchmark: 'bundle-size', date, budgets, ...result }, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);

  const over =
    [initial.landingGzipKb, initial.appShellGzipKb].some((value) => value > budgets.initialKb) ||
    result.routes.some((route) => route.addedGzipKb > budgets.lazyRouteKb);
  if (over && process.argv.includes('--strict')) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
