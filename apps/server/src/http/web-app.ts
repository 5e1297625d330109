// The built web app (apps/web/dist): hashed assets cached for a year, precompressed forms served to
// browsers that accept them, and the SPA fallback: a screen's path answers index.html with the
// screen's preloads (preload.ts), /shared-task/* its own small entry. Unknown /api paths and missing
// files are plain 404s, never the app's HTML.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { loadPreloads, type Preloads } from './preload.ts';

const isGet = (req: FastifyRequest) => req.method === 'GET' || req.method === 'HEAD';

/** What answers a path no route took. */
function fallback(webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  // Read with the first page asked for, not at start: parsing the build manifest (zod) took ~5-10 ms of
  // every start, before the first API answer (docs/decisions/0026-lean-start.md).
  let preloads: Preloads | undefined;
  return (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(errorBody('not_found', `No API route ${req.method} ${pathname}`));
    }
    // A missing file (a stale hashed asset, /favicon.png…) is a plain 404, not the app's HTML.
    const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
    // The shared delegated-task page has its own small entry (apps/web decision 0007), not the app's.
    const sharedEntry = path.join(webDist, 'shared-task.html');
    if (isGet(req) && pathname.startsWith('/shared-task/') && existsSync(sharedEntry)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('shared-task.html');
    }
    if (isGet(req) && !looksLikeFile && existsSync(indexHtml)) {
      // The screen's code and texts start loading with the HTML (preload.ts).
      preloads ??= loadPreloads(webDist);
      const link = preloads.linkFor(pathname, req.headers['accept-language']);
      if (link) reply.header('link', link);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('text/plain')
      .send('Not found. (If you expected the web app: run `npm run build` so apps/web/dist exists.)');
  };
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // One wildcard route that looks the file up when asked, not a route per file found at start: the
      // build's ~500 files (with their .br/.gz forms) made ~1,000 routes, which took a tenth of the
      // start-up and ~1.5 MB of heap (docs/decisions/0015-lean-server.md). A path with no file goes on
      // to the fallback below (the plugin calls the not-found handler).
      wildcard: true,
      // A folder (`/`, `/assets/`) is never a file to send: the fallback answers it.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // apps/web's build writes .br/.gz beside each text file; the browser gets the one it accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(fallback(webDist));
}
