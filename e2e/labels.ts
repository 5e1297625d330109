// The interface texts the specs look for, read from the web app's own locale files
// (apps/web/src/locales/<lang>/<namespace>.json), so one flow runs in ru, en and fr and a reworded
// label does not break a selector. Interpolation is i18next's `{{name}}`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './env.ts';

export type Lang = 'ru' | 'en' | 'fr';
export const languages: readonly Lang[] = ['ru', 'en', 'fr'];
/** How the settings dialog names each language (each in itself). */
export const languageNames: Record<Lang, string> = { ru: 'Русский', en: 'English', fr: 'Français' };

type Tree = { [key: string]: string | Tree };
const files = new Map<string, Tree>();

/** A locale file: objects whose leaves are strings. A list (an article's paragraphs) counts as an object
 * keyed by index, as tr walks it: 'body.0'. */
function isTree(value: unknown): value is Tree {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((child) => typeof child === 'string' || isTree(child));
}

function namespace(lang: Lang, ns: string): Tree {
  const file = join(root, 'apps', 'web', 'src', 'locales', lang, `${ns}.json`);
  let tree = files.get(file);
  if (!tree) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isTree(parsed)) throw new Error(`${file} is not a tree of texts`);
    tree = parsed;
    files.set(file, tree);
  }
  return tree;
}

/** `tr('fr', 'tasks', 'action.start', { title })` -> 'Commencer : …'; throws on a missing key. */
export function tr(
  lang: Lang,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = namespace(lang, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${ns}.json: ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** A translator bound to one language. */
export type T = (ns: string, key: string, values?: Record<string, string | number>) => string;
export const translator =
  (lang: Lang): T =>
  (ns, key, values) =>
    tr(lang, ns, key, values);

/**
 * A RegExp matching the whole of `text` literally, except for the `holes` (a literal piece of the text
 * -> the pattern that stands for it there), e.g. a clock's changing time.
 */
export function exactly(text: string, holes: Record<string, string> = {}): RegExp {
  let pattern = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [piece, replacement] of Object.entries(holes)) {
    pattern = pattern.replace(piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), replacement);
  }
  return new RegExp(`^${pattern}$`);
}
