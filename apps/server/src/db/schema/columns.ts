// Column conventions shared by every table type (docs/decisions/0003-data-model.md).
import type { Generated } from 'kysely';

/** UTC ISO-8601 timestamp text, e.g. `2025-01-31T09:30:00.000Z`. */
export type IsoTime = string;
/** Calendar day text, `YYYY-MM-DD`. */
export type IsoDay = string;
/** 0 or 1. */
export type Flag = 0 | 1;
/** JSON serialised to text; parse and validate with the zod schema of its owner. */
export type JsonText = string;

/** Columns every syncable row carries (see withSync in migrations/helpers.ts). */
export type SyncColumns = {
  created_at: IsoTime;
  updated_at: IsoTime;
  /** Soft delete: a tombstone clients learn about through `?since=`. */
  deleted_at: IsoTime | null;
  /** Optimistic version, incremented on every update. */
  version: Generated<number>;
  /** The owner's change sequence number at the last write (from user_sync.seq). */
  seq: Generated<number>;
};
