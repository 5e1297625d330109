// `npm start`: build the web app and the server bundle when their sources are newer than the builds,
// then run the server in the foreground (`nova serve` from apps/server/dist/nova.js, settings from
// ./.env if present), passing SIGINT/SIGTERM through and exiting with its code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps', 'web');

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

export function webBuildIsStale(): boolean {
  const built = join(web, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'index.html', 'public'].map((name) => newest(join(web, name)));
  return Math.max(...sources) > statSync(built).mtimeMs;
}

export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (apps/web/dist is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@nova/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

const server = join(root, 'apps', 'server');
export const serverBundle = join(server, 'dist', 'nova.js');

/**
 * Environment the server process starts with, under whatever the operator sets (docs/decisions/
 * 0015-lean-server.md). glibc's malloc, which other C libraries ignore:
 * - MALLOC_ARENA_MAX=1: glibc gives each thread that allocates (libuv's pool compressing answers, V8's
 *   helpers) an arena of its own, up to 8 per core, and keeps what they once held; two arenas took
 *   ~4 MB off the idle RSS (decision 0015), one ~0.7 MB more (V8's four helper threads held ~2 MB of
 *   their own arena after start-up; decision 0029), with the same CPU per create.
 * - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KB and more (Buffers of a list being compressed,
 *   zlib's windows) are mapped on their own and given back to the system when freed. By default glibc
 *   raises this threshold to the largest block freed so far (up to 32 MB), after which such blocks
 *   come from the heap, where freed memory stays with the process: under load that heap grew to
 *   ~120 MB of mostly free memory.
 */
export const serverEnv: Record<string, string> = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8 flags the server process starts with (before the bundle; measured in decision 0015):
 * - --max-semi-space-size=4: semi-spaces of at most 4 MB; V8 sizes them from the machine's memory and
 *   the young generation alone was 128 MB at the rss-load peak. About the same CPU: what outlives a
 *   few collections (a list build's rows) is promoted to the old generation either way.
 * (The old generation's growth is limited by the server itself once its modules are loaded: a flag that
 * V8 counts in its code-cache check, as --heap-growing-percent, would make Node compile its own
 * modules again at every start. apps/server/src/lib/settle-memory.ts limitHeapGrowth.)
 */
export const serverNodeArgs: readonly string[] = ['--max-semi-space-size=4'];

export function serverBuildIsStale(): boolean {
  if (!existsSync(serverBundle)) return true;
  const sources = [join(server, 'src'), join(server, 'package.json'), join(root, 'packages', 'core', 'src')];
  return Math.max(...sources.map(newest)) > statSync(serverBundle).mtimeMs;
}

export function buildServerIfStale(): void {
  if (!serverBuildIsStale()) return;
  console.log('Bundling the server (apps/server/dist/nova.js is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@nova/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The server build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main) {
  buildWebIfStale();
  buildServerIfStale();
  // Settings from ./.env when it exists (see .env.example); real environment variables win.
  const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
  const args = [...serverNodeArgs, ...envFile, serverBundle, 'serve'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...serverEnv, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // The server shuts down gracefully on its own signal; we only relay it and wait.
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
  });
}
