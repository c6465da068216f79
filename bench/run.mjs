// `npm run bench`: runs the benchmarks, prints their figures and writes them to bench/results/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeBinary, repoRoot } from '../scripts/lib/paths.mjs';
import { runBootBench } from './boot.mjs';
import { reportFanoutBench, runFanoutBench } from './fanout.mjs';
import { reportRestBench, runRestBench } from './rest.mjs';
import { reportSearchBench, runSearchBench } from './search.mjs';

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const machine = {
  // the Node that runs the app, which is not necessarily the one running this script
  node: execFileSync(nodeBinary(), ['--version'], { encoding: 'utf8' }).trim(),
  platform: `${os.platform()} ${os.arch()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
};

try {
  console.log(`Boot benchmark (${machine.cpus} cores, Node ${machine.node})...`);
  const boot = await runBootBench();
  const result = { benchmark: 'boot', date: new Date().toISOString(), commit: gitCommit(), machine, ...boot };

  console.log(`database ${boot.database}, realtime ${boot.realtime}`);
  console.log(`cold boot (fresh DATA_DIR -> first 200 /api/health): ${boot.coldBootMs} ms`);
  console.log(`warm boot (same DATA_DIR):                          ${boot.warmBootMs} ms`);
  const h = boot.health;
  console.log(`GET /api/health x${h.count} sequential: p50 ${h.p50Ms} ms, p95 ${h.p95Ms} ms, p99 ${h.p99Ms} ms, mean ${h.meanMs} ms, max ${h.maxMs} ms`);

  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `boot-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);

  console.log(`Search benchmark (embedded food database)...`);
  reportSearchBench(await runSearchBench(), machine);

  console.log('REST benchmark (app next to a bare node:http route)...');
  reportRestBench(await runRestBench(), machine);

  console.log('Fan-out benchmark (1,000 sockets, 250 households)...');
  reportFanoutBench(await runFanoutBench(), machine);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
