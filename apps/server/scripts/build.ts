// Bundles the server into one file, dist/nova.js, which `npm start` runs: loading one module instead
// of ~700 small ones halves the cold start and trims memory (figures in docs/decisions/0006-server-bundle.md).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin, rolldown } from 'rolldown';
import { serverRoot } from '../src/paths.ts';

/**
 * `charset: 'ascii'` escapes strings and identifiers but leaves comments as they are; one licence
 * comment with an "ä" (light-my-request's) kept the whole main chunk a two-byte string. Only comments
 * still hold such characters by then, where an escape means the same.
 */
const asciiComments: Plugin = {
  name: 'ascii-comments',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunk.code = chunk.code.replace(
        /[\u0080-\uffff]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    }
  },
};

/**
 * Two dependencies load a library at start that only some requests use: @fastify/static requires glob
 * (~9 ms to evaluate, used only without `wildcard`, which web-app.ts sets) and @fastify/rate-limit
 * ip-address (used only for an IPv6 client's subnet). Their `require` moves to where they are used;
 * the bundle evaluates a required module on its first `require` (docs/decisions/0026-lean-start.md).
 * Each rewrite must match exactly: a dependency update that changes the line fails the build here
 * rather than silently loading the library at start again.
 */
const lazyRequires: Record<string, [from: string, to: string][]> = {
  '@fastify/static/index.js': [
    ["const { glob } = require('glob')", "const glob = (...args) => require('glob').glob(...args)"],
  ],
  '@fastify/rate-limit/index.js': [
    ["const { Address6 } = require('ip-address')", "const ipAddress = () => require('ip-address')"],
    ['new Address6(', 'new (ipAddress().Address6)('],
  ],
};

const lazyRequire: Plugin = {
  name: 'lazy-require',
  transform(code, id) {
    const file = id.split(`node_modules${path.sep}`).pop()?.split(path.sep).join('/');
    const rewrites = file === undefined ? undefined : lazyRequires[file];
    if (!rewrites || !id.includes('node_modules')) return null;
    let out = code;
    for (const [from, to] of rewrites) {
      if (!out.includes(from))
        throw new Error(`lazy-require: "${from}" not found in ${file}; update scripts/build.ts`);
      out = out.replaceAll(from, to);
    }
    return { code: out };
  },
};

/**
 * Packages left out of the bundle, each with the package that requires it: they are required only on
 * paths start-up never takes, and V8 keeps every loaded chunk's source text in memory whether its code
 * runs or not (~0.2 MB of the main chunk). Node's `require` loads them from node_modules when first
 * needed. The build fails unless each resolves, from the bundle's folder, to the very file its requirer
 * would load, so a second copy of another version can never be picked up instead.
 * (pg-native, pg's optional native binding, is never installed; pg falls back to its JavaScript client.)
 */
const requiredAtRunTime: Record<string, string> = {
  // Fastify's JSON-schema compilers: this app brings its own (http/no-route-schemas.ts).
  '@fastify/ajv-compiler': 'fastify',
  '@fastify/fast-json-stringify-compiler': 'fastify',
  // `app.inject`, which the tests use.
  'light-my-request': 'fastify',
  // An IPv6 client's subnet in the rate limit (with the lazyRequires rewrite above).
  'ip-address': '@fastify/rate-limit',
};

function checkRunTimeRequires(dir: string): void {
  const fromBundle = createRequire(path.join(dir, 'chunks', 'runtime.js'));
  const fromServer = createRequire(path.join(serverRoot, 'package.json'));
  for (const [name, requirer] of Object.entries(requiredAtRunTime)) {
    const fromRequirer = createRequire(fromServer.resolve(`${requirer}/package.json`));
    const expected = fromRequirer.resolve(name);
    const found = fromBundle.resolve(name);
    if (found !== expected)
      throw new Error(`${name}: the bundle would load ${found}, ${requirer} loads ${expected}; bundle it`);
  }
}

export async function buildServer(): Promise<string> {
  const dir = path.join(serverRoot, 'dist');
  rmSync(dir, { recursive: true, force: true });
  const bundle = await rolldown({
    input: path.join(serverRoot, 'src', 'cli.ts'),
    platform: 'node',
    logLevel: 'warn',
    external: ['pg-native', ...Object.keys(requiredAtRunTime)],
    plugins: [lazyRequire, asciiComments],
  });
  // Code that is imported lazily (the PostgreSQL driver, the OIDC client) lands in its own chunk.
  await bundle.write({
    dir,
    format: 'esm',
    sourcemap: false,
    // Non-ASCII characters (the ru/fr word data, typographic quotes) escaped as \uXXXX: V8 keeps every
    // loaded script's source as a string, and one character above Latin-1 makes the whole chunk a
    // two-byte string (the 2 MB main chunk was 4 MB of heap). Figures in docs/decisions/0015-lean-server.md.
    charset: 'ascii',
    // JSDoc comments were a fifth of the bundle's text, also kept in the heap; licence comments stay.
    comments: { legal: true, annotation: false, jsdoc: false },
    // Whitespace out and local names shortened, code as written (no rewriting): the source text V8 keeps
    // is ~40 % smaller (1.55 -> 0.98 MB for the main chunk with the externals below), and functions and
    // classes keep their names, so stack traces and `constructor.name` read as before (decision 0033).
    minify: {
      compress: false,
      mangle: { toplevel: true, keepNames: { function: true, class: true } },
      codegen: { removeWhitespace: true },
    },
    entryFileNames: 'nova.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  });
  await bundle.close();
  checkRunTimeRequires(dir);
  return path.join(dir, 'nova.js');
}

if (import.meta.main) {
  const file = await buildServer();
  console.log(`Built ${path.relative(process.cwd(), file)}`);
}
