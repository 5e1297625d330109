// The normalised search text of tasks (title + plain-text description, core's normalizeForSearch),
// kept per task and version: normalising 1,000 titles and descriptions costs several milliseconds
// (Unicode decomposition and a few regular expressions each), so typing a query letter by letter
// would pay it on every keystroke. Any edit of a task bumps its version, which retires the entry.
import { normalizeForSearch, stripMarkup } from '@nova/core/domain/search';

const MAX_ENTRIES = 50_000;
/** UTF-16 code units across all entries (~2 bytes each): about 32 MB. */
const MAX_CHARS = 16 * 1024 * 1024;

export type SearchableRow = { id: string; version: number; title: string; description?: string };

export function searchTextCache() {
  const entries = new Map<string, { version: number; text: string }>();
  let chars = 0;

  function drop(id: string): void {
    const entry = entries.get(id);
    if (!entry) return;
    chars -= entry.text.length;
    entries.delete(id);
  }

  function textOf(row: SearchableRow): string {
    const cached = entries.get(row.id);
    if (cached && cached.version === row.version) return cached.text;
    // The same haystack core's matchesSearch builds from (title, description).
    const parts = [row.title, stripMarkup(row.description ?? '')].filter((part) => part !== '');
    const text = normalizeForSearch(parts.join(' \n '));
    drop(row.id);
    entries.set(row.id, { version: row.version, text });
    chars += text.length;
    // Oldest first (Map order) until both bounds hold.
    while (entries.size > MAX_ENTRIES || chars > MAX_CHARS) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
    return text;
  }

  /** Rows whose text holds every token (tokens from core's searchTokens). */
  function filter<R extends SearchableRow>(rows: R[], tokens: readonly string[]): R[] {
    return rows.filter((row) => {
      const text = textOf(row);
      return tokens.every((token) => text.includes(token));
    });
  }

  return { filter };
}
