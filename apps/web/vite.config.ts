// Vite build of the web app: React, Tailwind 4, the dev proxy to the API and a small, split production build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { perIconImports } from './scripts/per-icon-imports.ts';

// The API the dev server and `vite preview` forward /api to (the server's default port).
const apiOrigin = process.env.NOVA_API_ORIGIN ?? 'http://localhost:3000';

// The shared delegated-task page has its own small entry (shared-task.html, decision 0007); the
// production server answers /shared-task/* with it, and so does the dev server here.
const sharedTaskPage: Plugin = {
  name: 'nova-shared-task-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/shared-task/')) {
        const query = req.url.indexOf('?');
        req.url = `/shared-task.html${query === -1 ? '' : req.url.slice(query)}`;
      }
      next();
    });
  },
};

// Every text file of the build also as .br and .gz beside it: the server sends the one the browser
// accepts (@fastify/static preCompressed), so /app costs about a third of the bytes and no CPU per
// request (bench/lighthouse.ts measured 313 KB of entry JS sent uncompressed before).
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'nova-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(?:js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        const quality = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: quality }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Reminders (issue 13): the push and notificationclick handlers (src/sw/reminders-sw.js) with the
// ru/en/fr notification texts of locales/*/reminders.json written in, as reminders-sw.js beside sw.js;
// the Workbox worker loads it with importScripts, so the texts stay in the locale files.
function reminderWorker(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  const marker = 'const reminderTexts = NOVA_REMINDER_TEXTS;';
  return {
    name: 'nova-reminder-worker',
    apply: 'build',
    generateBundle() {
      const texts = Object.fromEntries(
        ['ru', 'en', 'fr'].map((lng) => {
          const file = join(webRoot, 'src', 'locales', lng, 'reminders.json');
          return [lng, JSON.parse(readFileSync(file, 'utf8')).notification];
        }),
      );
      const source = readFileSync(join(webRoot, 'src', 'sw', 'reminders-sw.js'), 'utf8');
      if (!source.includes(marker)) throw new Error(`reminders-sw.js: "${marker}" is missing`);
      this.emitFile({
        type: 'asset',
        fileName: 'reminders-sw.js',
        source: source.replace(marker, `const reminderTexts = ${JSON.stringify(texts)};`),
      });
    },
  };
}

// The service worker (Workbox generateSW, decision 0014): the built shell and every chunk precached, so
// /app and every signed-in screen open offline after one visit; a navigation offline gets index.html
// (never for /api or the shared-task page). It waits for the user's "reload" (prompt) and is
// registered by the app after load (src/lib/offline/register-sw.ts), so nothing is injected here and
// the public manifest.webmanifest stays the one manifest.
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/shared-task\//],
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // The first install takes over the open page at once, so its lazy chunks come from the precache
    // if the network drops before a reload; later versions wait for the user (messageSkipWaiting).
    clientsClaim: true,
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Reminders: the push and notification-click handlers (reminderWorker above).
    importScripts: ['reminders-sw.js'],
  },
});

// Every module the entry loads before the first render (main.tsx's static imports, all the way down),
// apart from React and the icons (their own groups below), in ONE chunk: they are all fetched on every
// load of every screen anyway, and were ~20 small shared files, each a request and, on a slow phone's
// HTTP/1.1 link, a share of six connections (bench/lighthouse.ts: /app's first paint waited on the
// round trips). A lazy screen imports from it what it shares with the shell. Nothing the shared-task
// page's entry reaches (shared-task.html must not load the app's chunks: e2e/delegation.spec.ts).
const mainEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const sharedEntry = fileURLToPath(new URL('./src/shared-main.tsx', import.meta.url));
// The React tree, which the entry imports in a second task (src/app/render.tsx): a chunk of its own.
const renderModule = fileURLToPath(new URL('./src/app/render.tsx', import.meta.url));
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};
const staticGraphs = new WeakMap<object, Map<string, Set<string>>>();
function staticallyReached(entry: string, ctx: ModuleGraph): Set<string> {
  const graphs = staticGraphs.get(ctx) ?? new Map<string, Set<string>>();
  staticGraphs.set(ctx, graphs);
  let reached = graphs.get(entry);
  if (reached) return reached;
  reached = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    const info = ctx.getModuleInfo(id);
    // Rolldown's importedIds include the dynamic imports.
    const lazy = new Set(info?.dynamicallyImportedIds);
    stack.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported)));
  }
  graphs.set(entry, reached);
  return reached;
}
// The entry module itself stays the entry chunk (index.html's script, the manifest's `index.html` that
// the server's Link headers start from: apps/server/src/http/preload.ts). What both pages' entries
// load goes in a chunk of its own, so the shared-task page loads that and not the whole shell.
const inShell = (id: string, ctx: ModuleGraph) =>
  id !== mainEntry && staticallyReached(mainEntry, ctx).has(id);
const shellCommonChunk = (id: string, ctx: ModuleGraph): string | null =>
  (inShell(id, ctx) || staticallyReached(renderModule, ctx).has(id)) &&
  staticallyReached(sharedEntry, ctx).has(id)
    ? 'shell-common'
    : null;
const shellChunk = (id: string, ctx: ModuleGraph): string | null => (inShell(id, ctx) ? 'shell' : null);
const shellAppChunk = (id: string, ctx: ModuleGraph): string | null =>
  staticallyReached(renderModule, ctx).has(id) &&
  !staticallyReached(mainEntry, ctx).has(id) &&
  !staticallyReached(sharedEntry, ctx).has(id)
    ? 'shell-app'
    : null;

const lucide = /node_modules[\\/]lucide-react[\\/]/;
const iconChunk = (id: string, ctx: ModuleGraph): string | null => {
  if (!lucide.test(id)) return null;
  const inFirstLoad =
    staticallyReached(mainEntry, ctx).has(id) || staticallyReached(renderModule, ctx).has(id);
  return inFirstLoad ? 'icons' : 'icons-lazy';
};

// index.html preloads the React tree's chunk (and its imports) with the entry's: the entry imports it
// once its own code has run, and it must not wait for a round trip then.
const preloadShellApp: Plugin = {
  name: 'nova-preload-shell-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle;
      if (!bundle || !ctx.filename.endsWith('index.html')) return html;
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const app = chunks.find((c) => c.name === 'shell-app');
      if (!app || html.includes(app.fileName)) return html;
      const files = [app.fileName, ...app.imports].filter((file) => !html.includes(`/${file}"`));
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    perIconImports(),
    sharedTaskPage,
    preloadShellApp,
    reminderWorker(),
    serviceWorker,
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      // SSE needs the proxy to stream: http-proxy does, as long as nothing buffers the response.
      '/api': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to send Link preload headers with a screen's
    // HTML (apps/server/src/http/preload.ts).
    manifest: true,
    target: 'es2022',
    // index.html keeps its modulepreload links (the entry's imports, fetched at once). A lazy chunk's
    // imports are not preloaded by script: the helper that did it added a <link rel=modulepreload> per
    // import at each dynamic import, ~0.1 s of main thread at 4x CPU slowdown per burst while /app
    // loads (bench/lighthouse.ts), mostly for chunks the page already had or that the server's Link
    // header for /app had already asked for (apps/server/src/http/preload.ts). The browser finds a lazy
    // chunk's imports when it parses it; after the first visit the service worker serves them all.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React on its own, so the icon chunk below can depend on it without a cycle through
            // the app's shared chunk (which uses icons itself).
            {
              name: 'react',
              test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            // Every icon in one small chunk (~90 icons, ~8 KB compressed) instead of one chunk per
            // icon per combination of screens: /app's first load fetched 14 separate sub-1 KB icon
            // files, each a round trip on a slow HTTP/1.1 link.
            // The shell's own icons load with it; the icons only lazy screens use are a second chunk, so
            // the first load does not carry them (bench/bundle-size.ts).
            { name: iconChunk, priority: 10 },
            // The shell and what it shares with the shared-task page: see shellChunk above.
            { name: shellCommonChunk, priority: 8 },
            { name: shellChunk, priority: 7 },
            { name: shellAppChunk, priority: 6 },
            // Small modules the signed-in screens share (the task mutation hooks of lib/api, one file per
            // call; slots, preferences, the switch, realtime invalidation): one chunk, not one small file
            // per module and combination of screens, each a request and a poorer compression
            // (apps/web/scripts/measure-bundle.ts). Nothing the shared-task page uses (shared-task.html
            // must not load the app's chunks: e2e/delegation.spec.ts), so not the core's status rules.
            {
              name: 'app-common',
              test: /(?:src[\\/]lib[\\/](?:api[\\/](?:create-task|update-task|change-task-status|delete-task|use-realtime-invalidation)|slots|preferences)|src[\\/]components[\\/]ui[\\/]switch)\.tsx?$/,
              priority: 5,
              // Their imports (the task cache, the query library) stay where they are: most are the shell's.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'shared-task': fileURLToPath(new URL('./shared-task.html', import.meta.url)),
      },
    },
  },
});
