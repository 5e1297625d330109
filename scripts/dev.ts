// `npm run dev`: the API server restarted on change (`node --watch`) plus the Vite dev server with
// hot reload at http://localhost:5173 (it proxies /api to the server on :3000). Both stop together:
// Ctrl-C, SIGTERM, or either one exiting stops the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Sign-in callbacks must come back through Vite's origin, where the browser holds the cookies.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    // --watch follows the module graph: server sources and the packages/core files it imports.
    [
      '--watch',
      ...(existsSync(join(root, '.env')) ? ['--env-file=.env'] : []),
      'apps/server/src/cli.ts',
      'serve',
    ],
    { cwd: root, stdio: 'inherit', env },
  ),
  spawn(join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
function stopAll(signal: NodeJS.Signals, exitCode: number): void {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => stopAll(signal, 0));
}
for (const child of children) {
  child.on('exit', (code) => stopAll('SIGTERM', code ?? 0));
}
