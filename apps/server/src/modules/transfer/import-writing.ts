// What one import's writing carries from step to step (the write context, the ids earlier imports gave
// the document's rows, what this one records and counts), and how a row gets its id.
import { randomUUID } from 'node:crypto';
import type { ImportCounts } from '@nova/core/contracts/transfer';
import type { WriteContext } from '../../lib/operations.ts';
import { type SourceKey, sourceKey } from './transfer.repo.ts';

export type Writing = {
  ctx: WriteContext;
  seq: number;
  known: Map<string, string>;
  recorded: Array<SourceKey & { entityId: string }>;
  created: ImportCounts;
  skipped: ImportCounts;
};

/** The id an earlier import gave this row, or a new one (recorded) and `true` when it is new. */
export function claim(w: Writing, kind: string, sourceId: string): { id: string; isNew: boolean } {
  const prior = w.known.get(sourceKey(kind, sourceId));
  if (prior !== undefined) return { id: prior, isNew: false };
  const id = randomUUID();
  w.known.set(sourceKey(kind, sourceId), id);
  w.recorded.push({ kind, sourceId, entityId: id });
  return { id, isNew: true };
}

/** A file's instant (any offset) as the database keeps instants (UTC, ms), and never after `now`. */
export function pastInstant(value: string, now: string): string {
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms < Date.parse(now) ? new Date(ms).toISOString() : now;
}
