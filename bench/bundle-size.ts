// Initial JavaScript of the built web app (apps/web/dist), gzip level 9, in KB (1 KB = 1024 bytes).
// The rule:
// - app shell = every <script src> of dist/index.html (the module entry and the tiny classic theme
//   script) plus every <link rel="modulepreload" href> in it (and their static imports), plus the
//   largest `common-*.js` chunk: the shell's translations (apps/web/src/locales/<lang>/common.json),
//   fetched before the first render; one per language, so the largest of them is the bound.
// - /auth = the shell plus the lazy chunk(s) whose file name contains "auth" (the route's lazy
//   component), plus the chunks those import statically that are not already in the shell.
// CSS is reported for information; the goal is on JS. Goal: shell <= 150 KB gzip.
import { statSync } from 'node:fs';
import { report } from './lib.ts';
import { builtHtml, distJsFiles, distName, gzipKb, htmlAssets, htmlEntry, withImports } from './web-dist.ts';

const html = builtHtml('index.html');

// Static imports of the entry are normally listed as modulepreload already; following them too
// keeps the figure right if a build does not list them.
const jsFiles = distJsFiles();
const largest = (files: string[]) => files.sort((a, b) => statSync(b).size - statSync(a).size).slice(0, 1);
const commonLocale = largest(
  jsFiles.filter((file) => /^common-[\w-]+\.js$/.test(file.slice(file.lastIndexOf('/') + 1))),
);
const shell = withImports(htmlEntry(html).concat(commonLocale));
const css = htmlAssets(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');

const rawKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += statSync(file).size;
  return Math.round((bytes / 1024) * 10) / 10;
};

const authChunks = jsFiles.filter(
  (file) => /auth/i.test(file.slice(file.lastIndexOf('/') + 1)) && !shell.has(file),
);
const authExtra = withImports(authChunks, shell);

report(
  'bundle-size',
  {
    shellJsGzipKb: gzipKb(shell),
    shellJsRawKb: rawKb(shell),
    shellFiles: [...shell].map(distName).join(' '),
    authJsGzipKb: gzipKb([...shell, ...authExtra]),
    authExtraFiles: [...authExtra].map(distName).join(' ') || '(none found)',
    cssGzipKb: gzipKb(css),
    allJsGzipKb: gzipKb(jsFiles),
    jsChunks: jsFiles.length,
  },
  [{ metric: 'shellJsGzipKb', max: 150, unit: 'KB' }],
);
