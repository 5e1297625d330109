// `npm run bench`: builds the web app if its sources changed, then runs every benchmark one after
// the other (each starts its own servers on free ports with fresh temp DATA_DIRs) and prints where
// the results went. Exits non-zero if a bench crashed; a missed goal is reported, not an error.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../packages/core/src/guards.ts';
import { buildServerIfStale, buildWebIfStale } from '../scripts/start.ts';
import { root } from './lib.ts';

const benches = [
  'cold-start',
  'rss',
  'rss-load',
  'list-alloc',
  'health-throughput',
  'bundle-size',
  'shared-page-bundle',
  'sqlite-driver',
  'tasks-list',
  'tasks-page',
  'screens-bytes',
  'task-create',
  'app-bundle',
  'app-data',
  'quick-add-latency',
  'lighthouse',
  'sse-fanout',
  'ai-parse',
  'habits-list',
  'recurring-generation',
  'reminder-pass',
  'analytics',
  'mindmap',
  'mindmap-open',
  'offline-replay',
  'offline-open',
  'progress',
  'import',
];
const only = process.argv.slice(2);

buildWebIfStale();
buildServerIfStale();
const failed: string[] = [];
const missed: string[] = [];
for (const name of benches) {
  if (only.length && !only.includes(name)) continue;
  const result = spawnSync(process.execPath, [join(root, 'bench', `${name}.ts`)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed.push(name);
    continue;
  }
  const written: unknown = JSON.parse(readFileSync(join(root, 'bench', 'results', `${name}.json`), 'utf8'));
  const goals = isRecord(written) && isRecord(written.goals) ? Object.values(written.goals) : [];
  for (const goal of goals) if (isRecord(goal) && !goal.met) missed.push(`${name}.${String(goal.metric)}`);
}

console.log(`\nresults in bench/results/*.json`);
if (missed.length) console.log(`goals missed: ${missed.join(', ')}`);
if (failed.length) {
  console.error(`benches that crashed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
