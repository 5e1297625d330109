// First-load JavaScript of the shared delegated-task page (its own entry: apps/web/dist/shared-task.html),
// gzip level 9, in KB (1 KB = 1024 bytes). Counted: every <script src> of shared-task.html (the module
// entry and the classic theme script), every <link rel="modulepreload"> and their static imports,
// plus the locale chunks the page fetches before its first paint: `shared-task` and `collaboration`
// (its own i18n start-up loads only these, in one language, no fallback). The bound is the worst
// language. The attachment preview dialog is lazy (opened on
// demand) and not counted. Also checked: none of the main app's entry chunks is part of the load.
// Goal (issue 5): <= 120 KB gzip.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { report } from './lib.ts';
import {
  builtHtml,
  distJsFiles,
  distName,
  gzipKb,
  htmlAssets,
  htmlEntry,
  web,
  withImports,
} from './web-dist.ts';

const sharedHtml = builtHtml('shared-task.html');
const jsFiles = distJsFiles('assets');

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

const entry = withImports(htmlEntry(sharedHtml));
const namespaces = ['shared-task', 'collaboration'];
const perLanguage = Object.fromEntries(
  ['ru', 'en', 'fr'].map((language) => {
    const locales = new Set(namespaces.map((ns) => localeChunk(language, ns)));
    return [language, gzipKb(new Set([...entry, ...locales]))];
  }),
);
const worst = Math.max(...Object.values(perLanguage));

// The main app's own entry (index.html's module script) must not be part of the shared page's load.
const mainEntry = htmlAssets(builtHtml('index.html'), /<script\b[^>]*type="module"[^>]*>/g, 'src');
const pullsMainApp = mainEntry.some((file) => entry.has(file)) ? 1 : 0;

report(
  'shared-page-bundle',
  {
    sharedFirstLoadJsGzipKb: worst,
    entryJsGzipKb: gzipKb(entry),
    ruJsGzipKb: perLanguage.ru ?? 0,
    enJsGzipKb: perLanguage.en ?? 0,
    frJsGzipKb: perLanguage.fr ?? 0,
    pullsMainAppEntry: pullsMainApp,
    entryFiles: [...entry].map(distName).join(' '),
  },
  [
    { metric: 'sharedFirstLoadJsGzipKb', max: 120, unit: 'KB' },
    { metric: 'pullsMainAppEntry', max: 0, unit: 'files' },
  ],
);
