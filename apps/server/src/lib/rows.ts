// Helpers for services that update a row and answer with it: which fields an update changes, and a row
// read back inside the transaction that wrote it.

/** The fields of `wanted` that are set and differ from `current`: what an update has to write. */
export function changedFields<T extends object>(
  wanted: T,
  current: { readonly [K in keyof T]?: unknown },
): Partial<T> {
  const patch: Partial<T> = {};
  for (const key in wanted) {
    const value = wanted[key];
    if (value !== undefined && value !== current[key]) patch[key] = value;
  }
  return patch;
}

/**
 * A row the same transaction has just inserted or updated, read back. It cannot be missing; if it is,
 * that is a bug to report as one (a 500), not a 404 for the user.
 */
export function readBack<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw new Error(`${what} was just written but cannot be read back`);
  return row;
}
