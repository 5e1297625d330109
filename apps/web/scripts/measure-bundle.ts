// Measures the gzip size of the JavaScript a first visit downloads: the entry chunk and everything it
// imports statically (the shell), plus the lazy chunks of chosen screens with their static imports.
// Run after `npm run build -w @nova/web`:  node apps/web/scripts/measure-bundle.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No module entry in dist/index.html');

const staticImport = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

function closure(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), 'utf8');
  for (const [, imported] of code.matchAll(staticImport)) if (imported) closure(imported, seen);
  return seen;
}

const gzip = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzip(f), 0);

const shell = closure(entry);
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
/** Every chunk named `<prefix>-<hash>.js` (two modules of the same name make two such chunks). */
const chunks = (prefix: string) => files.filter((f) => new RegExp(`^${prefix}-[\\w-]+\\.js$`).test(f));

function screen(name: string, chunkPrefixes: string[]): void {
  const extra = new Set<string>();
  for (const prefix of chunkPrefixes) {
    const found = chunks(prefix);
    if (found.length === 0) throw new Error(`No chunk ${prefix}`);
    for (const file of found) for (const f of closure(file)) if (!shell.has(f)) extra.add(f);
  }
  console.log(
    `${name}: shell + ${kb(total(extra))} = ${kb(total(shell) + total(extra))} gzip (${[...extra].join(', ')})`,
  );
}

console.log(`shell (entry + static imports): ${kb(total(shell))} gzip — ${[...shell].join(', ')}`);
screen('/auth', ['auth-page']);
screen('/ (landing)', ['landing-page']);
// The page with its slots (app/tasks-screen.tsx), one chunk.
screen('/app', ['tasks-screen']);
// Recharts is in this lazy page only (issue 10): /app and the shell must not carry it.
screen('/analytics', ['analytics-page']);
console.log('Each first visit also fetches the active language: locales/<lng>/common.json (~2 KB gzip).');
