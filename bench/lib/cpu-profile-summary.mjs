// Where a process spent its CPU, from a V8 `.cpuprofile` (`node --cpu-prof`, or any bench with
// BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"): busy time (idle left out) summed by where
// the running function lives — a package of node_modules, one of our libs, a folder of the app's build, Node's own
// modules, WebAssembly, or native code (the collector, I/O). Run it on a file:
//   node bench/lib/cpu-profile-summary.mjs DIR/CPU.*.cpuprofile [rows]
import fs from 'node:fs';

/** The place a call frame's URL belongs to, e.g. `pg`, `app:modules/inventory`, `node:internal/http`. */
export function placeOf(url) {
  if (!url) return '(native)';
  if (url.startsWith('wasm')) return '(WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const lib = /\/libs\/([^/]+)\/(?:dist|src)\//.exec(url);
  if (lib) return `libs/${lib[1]}`;
  const app = /\/backend\/dist\/((?:modules|platform)\/[^/]+|[^/]+)/.exec(url);
  if (app) return `app:${app[1].replace(/\.js$/, '')}`;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return url;
}

/** `{ busyMs, idleMs, places: [{ place, ms, share }] }`, the busiest places first. */
export function summarizeCpuProfile(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map();
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    // a sample's time is the gap to the next one
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(profile.samples[i]).callFrame;
    if (frame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const place = frame.functionName === '(garbage collector)' ? '(garbage collector)' : placeOf(frame.url);
    places.set(place, (places.get(place) ?? 0) + ms);
  }
  const round = (ms) => Math.round(ms);
  return {
    busyMs: round(busy),
    idleMs: round(idle),
    places: [...places]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([place, ms]) => ({ place, ms: round(ms), share: busy > 0 ? Math.round((1000 * ms) / busy) / 10 : 0 })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = summarizeCpuProfile(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 15));
  console.log(`busy ${summary.busyMs} ms, idle ${summary.idleMs} ms`);
  console.table(summary.places.map(({ place, ms, share }) => ({ place, ms, '% of busy': share })));
}
