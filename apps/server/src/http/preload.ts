// Link preload headers for the web app's HTML: on a full page load of a screen, the browser learns
// from the HTML response itself which code and texts that screen needs (its lazy page chunk with its
// static imports and CSS, the locale files of the shell and of the screen), instead of discovering
// them one round trip at a time (entry -> shell texts -> session -> page chunk -> page texts). Read
// once at start-up from Vite's build manifest (apps/web vite.config.ts, `build.manifest`).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOneOf } from '@nova/core/guards';
import { z } from 'zod';

/** Vite's build manifest: its chunks, with the fields used here. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/**
 * The screens worth preloading: the main task screen, where a returning user lands, with the
 * assistant's bar that the screen shows above quick add (a slot filled in apps/web/src/app/slots.tsx);
 * the page and its first-frame slots are one chunk, apps/web/src/app/tasks-screen.tsx.
 */
const routes: Record<string, { modules: string[]; namespaces: string[] }> = {
  '/app': {
    modules: ['src/app/tasks-screen.tsx', 'src/features/assistant/components/assistant-bar.tsx'],
    namespaces: ['tasks', 'assistant'],
  },
};

const languages = ['ru', 'en', 'fr'] as const;
type Language = (typeof languages)[number];

/**
 * The app's language as it will guess it when nothing is stored (src/lib/language.ts): the browser's
 * language, which Accept-Language carries. A user who chose another language in settings costs a few
 * KB of unused texts; the right ones still load as before.
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    if (isOneOf(languages, base)) return base;
  }
  return 'en';
}

export type Preloads = {
  /** The Link header value for an HTML answer at `pathname`, or null when there is nothing to add. */
  linkFor(pathname: string, acceptLanguage: string | undefined): string | null;
};

/** Reads `<webDist>/.vite/manifest.json`; without one (no build, dev), no headers. */
export function loadPreloads(webDist: string): Preloads {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const html = path.join(webDist, 'index.html');
  if (!existsSync(file) || !existsSync(html)) return { linkFor: () => null };
  return preloadsFromManifest(
    manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
    renderBlocking(readFileSync(html, 'utf8')),
  );
}

/**
 * The stylesheets and classic (parser-blocking) scripts of index.html's head, as Link values. They go
 * first in the header: the preloads after them must not hold back the first paint, which waits for
 * exactly these.
 */
export function renderBlocking(indexHtml: string): string[] {
  const head = indexHtml.split(/<\/head>/i)[0] ?? '';
  const out: string[] = [];
  for (const tag of head.match(/<(?:link|script)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}(?:=["']?([^"'\\s>]*))?`, 'i').exec(tag);
    const cors = attr('crossorigin') ? '; crossorigin' : '';
    const href = attr('href')?.[1];
    const src = attr('src')?.[1];
    if (tag.toLowerCase().startsWith('<link') && attr('rel')?.[1] === 'stylesheet' && href?.startsWith('/')) {
      out.push(`<${href}>; rel=preload; as=style${cors}`);
    } else if (tag.toLowerCase().startsWith('<script') && src?.startsWith('/')) {
      const type = attr('type')?.[1];
      if (type === 'module' || attr('async') || attr('defer')) continue;
      out.push(`<${src}>; rel=preload; as=script${cors}`);
    }
  }
  return out;
}

export function preloadsFromManifest(manifest: Manifest, first: string[] = []): Preloads {
  // What index.html already loads (the entry and its static imports): never repeated.
  const inHtml = new Set<string>();
  const collect = (key: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(key) || skip.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into, skip);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && key.endsWith('index.html')) collect(key, inHtml, new Set());
  }
  const cssInHtml = new Set([...inHtml].flatMap((key) => manifest[key]?.css ?? []));

  const links = (keys: Iterable<string>): string[] => {
    const out: string[] = [];
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      out.push(`</${chunk.file}>; rel=modulepreload; crossorigin`);
      for (const sheet of chunk.css ?? []) if (!cssInHtml.has(sheet)) css.add(sheet);
    }
    for (const sheet of css) out.push(`</${sheet}>; rel=preload; as=style; crossorigin`);
    return out;
  };

  const locale = (language: Language, namespace: string) => `src/locales/${language}/${namespace}.json`;
  // Per (route, language), computed once: the header is the same for every request.
  const cache = new Map<string, string | null>();
  return {
    linkFor(pathname, acceptLanguage) {
      const language = languageFrom(acceptLanguage);
      const normalised = pathname.replace(/\/+$/, '') || '/';
      const route = routes[normalised];
      const cacheKey = `${route ? normalised : '*'}\u0001${language}`;
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      // i18next also reads the English fallback of each namespace.
      const textLanguages = [...new Set<Language>([language, 'en'])];
      const keys = new Set<string>();
      for (const lng of textLanguages) collect(locale(lng, 'common'), keys, inHtml);
      if (route) {
        for (const module of route.modules) collect(module, keys, inHtml);
        for (const lng of textLanguages) {
          for (const ns of route.namespaces) collect(locale(lng, ns), keys, inHtml);
        }
      }
      const value = [...first, ...links(keys)].join(', ') || null;
      cache.set(cacheKey, value);
      return value;
    },
  };
}
