// Text normalisation for search and keyword matching in ru, en and fr: case-insensitive, accents
// ignored ('é' finds 'e'), 'ё' treated as 'е'. Both the server's search and the web app's local filter
// use it so a query finds the same tasks online and offline.

const markup = /<[^>]*>/g;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a rich-text (HTML) description: tags become spaces, common entities are decoded. */
export function stripMarkup(html: string): string {
  return html.replace(markup, ' ').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Lower case, compatibility-decomposed, combining marks removed, whitespace collapsed.
 * 'й' keeps its breve (stripping it would make 'мой' equal 'мои'); 'ё' becomes 'е' as Russian
 * readers expect; 'œ', 'æ' and 'ß' become 'oe', 'ae' and 'ss' so French and German spellings match.
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/и\u0306/g, 'й')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words, normalised; empty for a blank query. */
export function searchTokens(query: string): string[] {
  const normalized = normalizeForSearch(query);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

/** True when every word of the query occurs in one of the texts (a blank query matches everything). */
export function matchesSearch(query: string, ...texts: ReadonlyArray<string | null | undefined>): boolean {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return true;
  const haystack = normalizeForSearch(texts.filter((t): t is string => Boolean(t)).join(' \n '));
  return tokens.every((token) => haystack.includes(token));
}

/** Words of a text (letters and digits), normalised. */
export function wordsOf(text: string): string[] {
  return normalizeForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
