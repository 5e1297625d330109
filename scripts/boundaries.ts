// The import rules of docs/architecture.md, checked by reading every source file's imports (run by
// boundaries.test.ts in the unit step of `npm test`):
//   1. a web feature never imports another feature (apps/web/src/features/a -> features/b);
//   2. apps/web/src/lib and apps/web/src/components never import features;
//   3. the web app never imports server code (apps/server, @nova/server);
//   4. packages/core (tests aside) imports only itself and zod: no node:*, no I/O package, no DOM library;
//   5. a server service (apps/server/src/modules/**/*.service.ts) imports nothing from apps/server/src/http
//      and no fastify package: services speak the domain (DomainError), routes speak HTTP.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What packages/core may import besides its own files. */
const CORE_ALLOWED = new Set(['zod']);

export type SourceFile = { path: string; text: string };
export type Violation = { file: string; specifier: string; rule: string };

/** Every module specifier of a file: static imports and re-exports, dynamic import() with a literal. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/test/');

/** The part of the tree a repository-relative path belongs to, for the rules above. */
function placeOf(path: string): {
  area: 'web' | 'core' | 'service' | 'other';
  feature?: string;
  shared?: boolean;
} {
  const web = /^apps\/web\/src\/(.*)$/.exec(path);
  if (web) {
    const feature = /^features\/([^/]+)\//.exec(web[1] ?? '')?.[1];
    const shared = /^(lib|components)\//.test(web[1] ?? '');
    return { area: 'web', feature, shared };
  }
  if (path.startsWith('packages/core/src/')) return { area: 'core' };
  if (/^apps\/server\/src\/modules\/.+\.service\.ts$/.test(path)) return { area: 'service' };
  return { area: 'other' };
}

/** The violations of the rules in `files` (paths relative to the repository root, `/`-separated). */
export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    if (from.area === 'other') continue;
    for (const specifier of importsOf(file.text)) {
      const relativeImport = specifier.startsWith('.');
      const target = relativeImport
        ? relative(root, resolve(root, dirname(file.path), specifier))
            .split(sep)
            .join('/')
        : specifier;
      const to = relativeImport ? placeOf(target) : { area: 'other' as const };
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });
      if (from.area === 'web') {
        if (target.startsWith('apps/server/') || specifier.startsWith('@nova/server')) {
          add('the web app imports server code');
        }
        if (to.area === 'web' && to.feature && from.feature && to.feature !== from.feature) {
          add(`feature "${from.feature}" imports feature "${to.feature}"`);
        }
        if (to.area === 'web' && to.feature && from.shared) add('lib/ or components/ imports a feature');
      }
      if (from.area === 'service') {
        const fastify = specifier === 'fastify' || specifier.startsWith('@fastify/');
        if (fastify || target.startsWith('apps/server/src/http/')) add('a server service imports HTTP code');
      }
      if (from.area === 'core' && !isTest(file.path)) {
        const ownFile = relativeImport && target.startsWith('packages/core/');
        const ownPackage = specifier.startsWith('@nova/core/');
        if (!ownFile && !ownPackage && !CORE_ALLOWED.has(specifier)) {
          add('packages/core imports something other than itself and zod');
        }
      }
    }
  }
  return violations;
}

/** The TypeScript sources under the given repository-relative folders. */
export function readSources(folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        files.push({ path, text: readFileSync(join(root, path), 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}
