// Type guards for values the code did not make itself (a model's JSON, a database string, a browser
// setting): they check at run time what a cast would only assume, so callers narrow instead of casting.

/** Any non-null object, arrays included, whose fields are read one by one as `unknown`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `value` is one of `values` (compared with ===), e.g. a string that names a member of a union. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((item) => item === value);
}
