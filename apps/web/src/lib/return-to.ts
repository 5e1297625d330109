// Where to go after signing in: only a same-origin path we route ourselves, else the task screen.

export const DEFAULT_AFTER_SIGN_IN = '/app';

export function sanitizeReturnTo(value: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!value || value.length > 2000) return fallback;
  // One leading slash, not two ('//evil.example' is another origin), no backslashes (browsers read
  // '/\evil.example' as '//'), no whitespace or control characters.
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  // Back to /auth would loop; /api is the server's, not a screen.
  if (/^\/(auth|api)(\/|$)/.test(path)) return fallback;
  return value;
}
