// Reading the built web app (apps/web/dist) for the bundle benches (bundle-size.ts,
// shared-page-bundle.ts, app-bundle.ts): an HTML entry of the build (or a hint to build first), the
// scripts and preloads it names, the JS files of dist, a chunk's static imports followed to the end,
// and sizes as gzip level 9 in KB (1 KB = 1024 bytes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.ts';

export const web = join(root, 'apps', 'web');
export const dist = join(web, 'dist');

/** The text of an HTML entry of the build (e.g. `index.html`); exits with a hint when it is not built. */
export function builtHtml(file: string): string {
  const path = join(dist, file);
  if (!existsSync(path)) {
    console.error(`apps/web/dist/${file} is missing: run \`npm run build -w @nova/web\` first.`);
    process.exit(1);
  }
  return readFileSync(path, 'utf8');
}

/**
 * The files of dist that the tags of `html` matching `tagPattern` (a global regex) name in `attribute`
 * ("/assets/x.js" or "./assets/x.js").
 */
export function htmlAssets(html: string, tagPattern: RegExp, attribute: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const value = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (value) files.push(join(dist, value.replace(/^\.?\//, '')));
  }
  return files;
}

/** The files of every <script src> and <link rel="modulepreload" href> of an HTML entry. */
export const htmlEntry = (html: string): string[] => [
  ...htmlAssets(html, /<script\b[^>]*>/g, 'src'),
  ...htmlAssets(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
];

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

/** Every .js file under `folder` of dist (all of dist by default). */
export const distJsFiles = (folder = ''): string[] =>
  allFiles(join(dist, folder)).filter((file) => file.endsWith('.js'));

/** A file's path inside dist, as the reports list it. */
export const distName = (file: string): string => file.slice(dist.length + 1);

/** Relative files a chunk imports statically (`import"./x.js"`, `from"./x.js"`), not `import("./x.js")`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(
    /\bfrom\s*["'](\.\.?\/[^"']+\.js)["']|\bimport\s*["'](\.\.?\/[^"']+\.js)["']/g,
  )) {
    found.push(join(file, '..', match[1] ?? match[2] ?? ''));
  }
  return found;
}

/** `start` and everything it imports statically, leaving out the files in `exclude` (and theirs). */
export function withImports(start: string[], exclude: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || exclude.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** The files' gzip sizes added up, in KB with one decimal. */
export function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(file);
  return Math.round((bytes / 1024) * 10) / 10;
}
