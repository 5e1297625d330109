// Initial JavaScript of the built web app (apps/web/dist), gzip level 9, in KB (1 KB = 1024 bytes).
// The rule:
// - app shell = every <script src> of dist/index.html (the module entry and the tiny classic theme
//   script) plus every <link rel="modulepreload" href> in it (and their static imports), plus the
//   largest `common-*.js` chunk: the shell's translations (apps/web/src/locales/<lang>/common.json),
//   fetched before the first render; one per language, so the largest of them is the bound.
// - /auth = the shell plus the lazy chunk(s) whose file name contains "auth" (the route's lazy
//   component), plus the chunks those import statically that are not already in the shell.
// CSS is reported for information; the goal is on JS. Goal: shell <= 150 KB gzip.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report, root } from './lib.ts';

const dist = join(root, 'apps', 'web', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build -w @nova/web` first.');
  process.exit(1);
}
const html = readFileSync(indexHtml, 'utf8');

function attributeValues(tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const value = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** A URL path from index.html ("/assets/x.js" or "./assets/x.js") as a path inside dist. */
const inDist = (href: string) => join(dist, href.replace(/^\.?\//, ''));

const entryScripts = attributeValues(/<script\b[^>]*>/g, 'src');
const preloads = attributeValues(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
// Static imports of the entry are normally listed as modulepreload already; following them too
// keeps the figure right if a build does not list them.
const jsFiles = allFiles(dist).filter((file) => file.endsWith('.js'));
const largest = (files: string[]) => files.sort((a, b) => statSync(b).size - statSync(a).size).slice(0, 1);
const commonLocale = largest(
  jsFiles.filter((file) => /^common-[\w-]+\.js$/.test(file.slice(file.lastIndexOf('/') + 1))),
);
const shell = withStaticDeps([...entryScripts, ...preloads].map(inDist).concat(commonLocale), new Set());
const css = attributeValues(/<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href').map(inDist);

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

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

function withStaticDeps(start: string[], exclude: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || exclude.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const gzipKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
};
const rawKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += statSync(file).size;
  return Math.round((bytes / 1024) * 10) / 10;
};

const authChunks = jsFiles.filter(
  (file) => /auth/i.test(file.slice(file.lastIndexOf('/') + 1)) && !shell.has(file),
);
const authExtra = withStaticDeps(authChunks, shell);
const name = (file: string) => file.slice(dist.length + 1);

report(
  'bundle-size',
  {
    shellJsGzipKb: gzipKb(shell),
    shellJsRawKb: rawKb(shell),
    shellFiles: [...shell].map(name).join(' '),
    authJsGzipKb: gzipKb([...shell, ...authExtra]),
    authExtraFiles: [...authExtra].map(name).join(' ') || '(none found)',
    cssGzipKb: gzipKb(css),
    allJsGzipKb: gzipKb(jsFiles),
    jsChunks: jsFiles.length,
  },
  [{ metric: 'shellJsGzipKb', max: 150, unit: 'KB' }],
);
