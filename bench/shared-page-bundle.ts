// First-load JavaScript of the shared delegated-task page (its own entry: apps/web/dist/shared-task.html),
// gzip level 9, in KB (1 KB = 1024 bytes). Counted: every <script src> of shared-task.html (the module
// entry and the classic theme script), every <link rel="modulepreload"> and their static imports,
// plus the locale chunks the page fetches before its first paint: `shared-task` and `collaboration`
// (its own i18n start-up loads only these, in one language, no fallback). The bound is the worst
// language. The attachment preview dialog is lazy (opened on
// demand) and not counted. Also checked: none of the main app's entry chunks is part of the load.
// Goal (issue 5): <= 120 KB gzip.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { report, root } from './lib.ts';

const web = join(root, 'apps', 'web');
const dist = join(web, 'dist');
const sharedHtml = join(dist, 'shared-task.html');
if (!existsSync(sharedHtml)) {
  console.error('apps/web/dist/shared-task.html is missing: run `npm run build -w @nova/web` first.');
  process.exit(1);
}

function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const value = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}
const inDist = (href: string) => join(dist, href.replace(/^\.?\//, ''));
const htmlEntry = (html: string) => [
  ...attributeValues(html, /<script\b[^>]*>/g, 'src'),
  ...attributeValues(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
];

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

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

function withStaticDeps(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const jsFiles = allFiles(join(dist, 'assets')).filter((file) => file.endsWith('.js'));

/** The chunk that holds a locale file: the one whose text contains its longest string value. */
function localeChunk(language: string, namespace: string): string {
  const json = JSON.parse(readFileSync(join(web, 'src', 'locales', language, `${namespace}.json`), 'utf8'));
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
  };
  walk(json);
  const probe = values.sort((a, b) => b.length - a.length)[0] ?? '';
  const hits = jsFiles.filter((file) =>
    readFileSync(file, 'utf8').includes(JSON.stringify(probe).slice(1, -1)),
  );
  const chunk = hits.sort((a, b) => statSync(a).size - statSync(b).size)[0];
  if (!chunk) throw new Error(`no chunk holds ${language}/${namespace}.json`);
  return chunk;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const entry = withStaticDeps(htmlEntry(readFileSync(sharedHtml, 'utf8')).map(inDist));
const namespaces = ['shared-task', 'collaboration'];
const perLanguage = Object.fromEntries(
  ['ru', 'en', 'fr'].map((language) => {
    const locales = new Set(namespaces.map((ns) => localeChunk(language, ns)));
    return [language, kb(sum(new Set([...entry, ...locales])))];
  }),
);
const worst = Math.max(...Object.values(perLanguage));

// The main app's own entry (index.html's module script) must not be part of the shared page's load.
const mainEntry = attributeValues(
  readFileSync(join(dist, 'index.html'), 'utf8'),
  /<script\b[^>]*type="module"[^>]*>/g,
  'src',
).map(inDist);
const pullsMainApp = mainEntry.some((file) => entry.has(file)) ? 1 : 0;
const name = (file: string) => file.slice(dist.length + 1);

report(
  'shared-page-bundle',
  {
    sharedFirstLoadJsGzipKb: worst,
    entryJsGzipKb: kb(sum(entry)),
    ruJsGzipKb: perLanguage.ru ?? 0,
    enJsGzipKb: perLanguage.en ?? 0,
    frJsGzipKb: perLanguage.fr ?? 0,
    pullsMainAppEntry: pullsMainApp,
    entryFiles: [...entry].map(name).join(' '),
  },
  [
    { metric: 'sharedFirstLoadJsGzipKb', max: 120, unit: 'KB' },
    { metric: 'pullsMainAppEntry', max: 0, unit: 'files' },
  ],
);
