// Pure rules of attachments: limits, file names, the type of a file judged from its bytes (text and
// JSON by content; binary formats are sniffed by the server with file-type), how each type is served
// and previewed, and sizes in Bytes/KB/MB/GB (SPEC §9). Nothing uploaded may run script in our
// origin, so only types a browser shows inertly are served inline; markup never is.

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_TASK = 50;
export const FILE_NAME_MAX = 200;
/** SPEC §7 and §9: uploaded files are cached for 3600 s (private: they are behind a session or a token). */
export const ATTACHMENT_CACHE_SECONDS = 3600;

// ---------- sizes ----------

export const fileSizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof fileSizeUnits)[number];

/** The value (at most 2 decimals) and unit of a size, 1024-based; for translated unit labels. */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes <= 0) return { value: 0, unit: 'Bytes' };
  const i = Math.min(fileSizeUnits.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  // i is below 0 only for a fraction of a byte, which no file has; it is shown as bytes then.
  const unit = fileSizeUnits[i];
  if (unit === undefined) return { value: Number.parseFloat(bytes.toFixed(2)), unit: 'Bytes' };
  return { value: Number.parseFloat((bytes / 1024 ** i).toFixed(2)), unit };
}

/** `0 Bytes`, `512 Bytes`, `1.5 KB`, `25 MB`; the number follows `locale` when given (`1,5 KB` in fr). */
export function formatFileSize(bytes: number, locale?: string): string {
  const { value, unit } = fileSizeParts(bytes);
  const number = locale
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
    : String(value);
  return `${number} ${unit}`;
}

// ---------- names ----------

const reservedWindowsNames = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A file name safe to store and show: the last path segment only (so `../../etc/passwd` is
 * `passwd`), no control or bidi-override characters, no characters file systems reserve, no leading
 * dots, at most FILE_NAME_MAX characters with the extension kept. Never empty.
 */
export function sanitizeFileName(raw: string): string {
  let name = raw.normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (reservedWindowsNames.test(name)) name = `_${name}`;
  if (name.length > FILE_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, FILE_NAME_MAX - ext.length) + ext;
  }
  return name || 'file';
}

// ---------- types ----------

/** How the preview dialog shows a file (SPEC §2): inline media, PDF, text in a frame, or download only. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'text' | 'none';

const inlineTypes: Record<string, PreviewKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/bmp': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/ogg': 'video',
  'video/quicktime': 'video',
  'audio/mpeg': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/flac': 'audio',
  'audio/x-flac': 'audio',
  'audio/aac': 'audio',
  'audio/mp4': 'audio',
  'audio/x-m4a': 'audio',
  'audio/webm': 'audio',
  'application/pdf': 'pdf',
  'text/plain': 'text',
  'application/json': 'text',
};

export function previewKindOf(type: string): PreviewKind {
  return inlineTypes[type] ?? 'none';
}

export type Serving = { contentType: string; disposition: 'inline' | 'attachment'; preview: PreviewKind };

/**
 * How a stored type is served. Previewable media and PDF keep their type, inline; text and JSON
 * are served as themselves with a charset; everything else (HTML, SVG, XML, archives, programs) is
 * an octet-stream download, so the browser never renders it.
 */
export function servingOf(type: string): Serving {
  const preview = previewKindOf(type);
  if (preview === 'none') {
    return { contentType: 'application/octet-stream', disposition: 'attachment', preview };
  }
  if (preview === 'text') {
    return { contentType: `${type}; charset=utf-8`, disposition: 'inline', preview };
  }
  return { contentType: type, disposition: 'inline', preview };
}

const extensions: Record<string, string> = {
  'text/plain': 'txt',
  'application/json': 'json',
  'text/html': 'html',
  'image/svg+xml': 'svg',
  'application/xml': 'xml',
  'application/octet-stream': 'bin',
};

/** The storage extension of a type judged by content (binary types take file-type's extension). */
export function extensionOfTextType(type: string): string {
  return extensions[type] ?? 'bin';
}

/** How many bytes of a file are enough to judge text and JSON by content. */
export const TEXT_SNIFF_BYTES = 1024 * 1024;

/**
 * The type of a file that file-type did not recognise, from its first bytes (`complete`: they are the
 * whole file). Valid UTF-8 without control characters is text; text that starts with `<` is markup
 * (HTML, SVG or XML: served as a download, never rendered); a complete file that parses as a JSON
 * object or array is JSON. Anything else is null (binary of an unknown kind).
 */
export function sniffTextType(bytes: Uint8Array, complete: boolean): string | null {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  if (bytes.length - start === 0) return null;
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of an incomplete head is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start), { stream: !complete });
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary content
  if (/[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/.test(text)) return null;
  const head = text.trimStart();
  if (head.startsWith('<')) {
    if (/<svg[\s>/]/i.test(text)) return 'image/svg+xml';
    if (/^<\?xml/i.test(head) && !/<html[\s>]/i.test(text)) return 'application/xml';
    return 'text/html';
  }
  if (complete && (head.startsWith('{') || head.startsWith('['))) {
    try {
      JSON.parse(text);
      return 'application/json';
    } catch {
      // text that only looks like JSON
    }
  }
  return 'text/plain';
}

/** RFC 6266 Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 8187). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
