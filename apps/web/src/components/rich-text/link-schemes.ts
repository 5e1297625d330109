// Which links rich text (the description) may hold (SPEC §5): these schemes only; an address typed without one
// gets the default protocol http. Anything else (javascript:, data:, vbscript:, file:…) is refused.

import { isOneOf } from '@nova/core/guards';

export const allowedLinkSchemes = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

export const DEFAULT_LINK_PROTOCOL = 'http';

// Whitespace and control characters are stripped before the check, as browsers ignore them in a scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
const invisible = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme of a URL in lower case, or null when it has none (a relative or bare address). */
export function linkScheme(url: string): string | null {
  const match = schemePattern.exec(url.replace(invisible, ''));
  const scheme = match?.[1]?.toLowerCase() ?? null;
  // "localhost:3000" or "example.com:8080/x" look like a scheme but are host:port.
  if (scheme && /^\d/.test(url.replace(invisible, '').slice(scheme.length + 1))) return null;
  return scheme;
}

export function isAllowedLinkUrl(url: string): boolean {
  const scheme = linkScheme(url);
  return scheme === null || isOneOf(allowedLinkSchemes, scheme);
}

/** What the link field turns into an href: trimmed, default protocol added, null when refused or empty. */
export function normalizeLinkInput(input: string): string | null {
  const text = input.trim();
  if (text === '' || !isAllowedLinkUrl(text)) return null;
  if (linkScheme(text) !== null) return text;
  if (text.startsWith('/') || text.startsWith('#')) return text;
  return `${DEFAULT_LINK_PROTOCOL}://${text}`;
}
