// Merging an edit made on a stale copy, field by field (issue 12: never "pick a version"). A row keeps,
// for each editable field, a stamp: the row version that last changed it and who wrote it (a session
// or an API token, as an opaque id). An edit says which version it was made on (`baseVersion`):
// - fields it does not touch keep whatever they hold now (newer values from other devices survive);
// - fields it touches take its value (last write wins);
// - a touched field that someone else changed after `baseVersion` is reported as overwritten, with the
//   value it had, so the client can say what changed and offer to put it back.
// An edit from the same writer never overwrites "someone else": a device replaying its own queue of
// edits, all made on the same old version, only reports what other writers changed meanwhile.
import { z } from 'zod';

/** The version that last changed a field and who wrote it. */
export type FieldStamp = { v: number; by: string };
export type FieldStamps = Readonly<Record<string, FieldStamp>>;

/** A field this edit wrote over another writer's newer change, with the value it replaced. */
export type OverwrittenField<F extends string = string> = { field: F; previous: unknown };

export type FieldEdit<F extends string> = {
  /** The fields the edit sets; a missing or undefined field is untouched. */
  edit: Partial<Record<F, unknown>>;
  /** The row's values now. */
  current: Readonly<Record<F, unknown>>;
  stamps: FieldStamps;
  /** The version the edit was made on; undefined: the client did not say, plain last write wins. */
  baseVersion: number | undefined;
  writer: string;
  /** Field equality; defaults to `===` (give one for arrays such as a tag set). */
  equals?: (field: F, a: unknown, b: unknown) => boolean;
};

export type FieldMerge<F extends string> = {
  /** The fields to write: touched and different from the current value. */
  patch: Partial<Record<F, unknown>>;
  /** Of those, the ones another writer changed after the edit's base version. */
  overwritten: OverwrittenField<F>[];
};

const strictEquals = (_field: string, a: unknown, b: unknown) => a === b;

/** What to write and what it overwrites (see the file comment). Pure. */
export function mergeFieldEdit<F extends string>(input: FieldEdit<F>): FieldMerge<F> {
  const equals = input.equals ?? strictEquals;
  const patch: Partial<Record<F, unknown>> = {};
  const overwritten: OverwrittenField<F>[] = [];
  for (const field of Object.keys(input.edit) as F[]) {
    const value = input.edit[field];
    if (value === undefined) continue;
    const previous = input.current[field];
    if (equals(field, value, previous)) continue;
    patch[field] = value;
    const stamp = Object.hasOwn(input.stamps, field) ? input.stamps[field] : undefined;
    if (
      input.baseVersion !== undefined &&
      stamp !== undefined &&
      stamp.v > input.baseVersion &&
      stamp.by !== input.writer
    ) {
      overwritten.push({ field, previous });
    }
  }
  return { patch, overwritten };
}

/** The stamps after `fields` were written at `version` by `writer`. Pure. */
export function stampFields(
  stamps: FieldStamps,
  fields: readonly string[],
  version: number,
  writer: string,
): FieldStamps {
  const next: Record<string, FieldStamp> = { ...stamps };
  for (const field of fields) next[field] = { v: version, by: writer };
  return next;
}

const fieldStampsSchema = z.record(z.string(), z.object({ v: z.number().int().min(0), by: z.string() }));

/** Stamps from their stored JSON; anything unreadable counts as "no stamps" (no field is newer). */
export function parseFieldStamps(text: string | null | undefined): FieldStamps {
  if (!text) return {};
  try {
    const parsed = fieldStampsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
