// The task list: views, filters and search, with the cheap refreshes the screen relies on.
//
// - ETag `W/"<userSeq>-<hash>"`: the user's change counter (user_sync.seq, bumped by every write of
//   theirs) plus a hash of the user id and the normalised query. A matching If-None-Match answers 304
//   after one indexed read, before any task is loaded. The user id is in the hash so a browser cache
//   shared by two accounts never revalidates one user's list with the other's tag.
// - `?since=<seq>` deltas: `tasks` = rows of this list written after `seq`; `deleted` = ids written
//   after `seq` that are no longer in this list (deleted, or no longer matching the view/filters/q).
//   `since` below user_sync.purged_seq (tombstones purged) or above the current seq (another
//   database's numbers) answers the full list with `reset: true`.
// - The counter is read BEFORE the rows: a write committing in between shows up in the rows and again
//   in the next delta, never missed.
// - Full lists are kept serialised in a small in-process cache keyed by (user, query) and valid for
//   one change counter value: every write of the user moves the counter, so an entry can only be
//   served while nothing of theirs changed, which is exactly when a page reload asks for the same
//   1,000-row list again. Building it costs ~10 ms (SQL ~6 ms, JSON ~1.5 ms); serving it costs the two
//   indexed reads of the ETag check. Several processes on PostgreSQL each keep their own, still keyed
//   by the counter they read from the database, so none serves another's stale list. A cached list is
//   the same Buffer on every hit, so the route keeps its brotli/gzip forms beside it (http/compress.ts
//   compressOnce): compressing the 1,000-task list costs a few ms, sending it ~60 KB, not ~470 KB.
// - Search (`q`) runs in JS with core's normalisation (case and accents ignored for ru/en/fr; SQLite's
//   lower()/LIKE only fold ASCII) over title + plain-text description, after SQL has narrowed the rows
//   to the user's tasks matching the other filters; the normalised texts are kept per task version
//   (search-text.ts).
import { createHash } from 'node:crypto';
import type { ListTasksQuery, TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { searchTokens } from '@nova/core/domain/search';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { searchTextCache } from './search-text.ts';
import { toSummary } from './task.presenter.ts';
import { type ListFilter, type SummaryRow, taskListRepo } from './task-list.repo.ts';

export type ListOutcome =
  | { notModified: true; etag: string }
  /** The TaskList body, already serialised (the same Buffer while the list is cached). */
  | { notModified: false; etag: string; json: Buffer };

const CACHE_MAX_ENTRIES = 256;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** True when an If-None-Match header lists `etag` (weak comparison) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  for (const part of header.split(',')) {
    const candidate = part.trim();
    if (candidate === '*' || candidate.replace(/^W\//, '') === bare) return true;
  }
  return false;
}

export function taskListService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = taskListRepo(db);

  function filterOf(query: ListTasksQuery): ListFilter {
    return {
      view: query.view,
      today: query.today ?? clock.now().toISOString().slice(0, 10),
      status: query.status,
      type: query.type,
      quadrant: query.quadrant,
      strategyId: query.strategyId,
      tagId: query.tagId,
      from: query.from,
      to: query.to,
    };
  }

  // Serialised full lists: key (user + query) -> the counter value it was built at.
  const cache = seqCache({ name: 'task-lists', maxEntries: CACHE_MAX_ENTRIES, maxBytes: CACHE_MAX_BYTES });
  const searchTexts = searchTextCache();

  /** Everything the answer depends on besides the rows: the user and the normalised query. */
  function keyOf(userId: string, filter: ListFilter, query: ListTasksQuery): string {
    // `today` only changes the answer of the views that use it.
    const today = filter.view === 'today' || filter.view === 'upcoming' ? filter.today : '';
    return [
      userId,
      filter.view ?? '',
      today,
      filter.status ?? '',
      filter.type ?? '',
      filter.quadrant ?? '',
      filter.strategyId ?? '',
      filter.tagId ?? '',
      filter.from ?? '',
      filter.to ?? '',
      searchTokens(query.q ?? '').join(' '),
      query.since ?? '',
    ].join('\u0001');
  }

  function etagFor(key: string, seq: number): string {
    return `W/"${seq}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
  }

  async function rowsFor(userId: string, filter: ListFilter, q: string | undefined): Promise<SummaryRow[]> {
    const tokens = searchTokens(q ?? '');
    const rows = await repo.summaries(userId, { ...filter, withDescription: tokens.length > 0 });
    return tokens.length > 0 ? searchTexts.filter(rows, tokens) : rows;
  }

  async function present(userId: string, rows: SummaryRow[]): Promise<TaskSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [tags, mvd] = await Promise.all([repo.tagIdsByTask(userId, ids), repo.mvdTaskIds(userId)]);
    return rows.map((row) => toSummary(row, tags.get(row.id) ?? [], mvd.has(row.id)));
  }

  async function list(userId: string, query: ListTasksQuery, ifNoneMatch?: string): Promise<ListOutcome> {
    const filter = filterOf(query);
    const state = await repo.syncState(userId);
    const key = keyOf(userId, filter, query);
    const etag = etagFor(key, state.seq);
    if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
    const answer = (body: TaskList): ListOutcome & { notModified: false } => ({
      notModified: false,
      etag,
      json: Buffer.from(JSON.stringify(body)),
    });

    const since = query.since;
    if (since === undefined) {
      const cached = cache.get(key, state.seq);
      if (cached) return { notModified: false, etag, json: cached };
      const tasks = await present(userId, await rowsFor(userId, filter, query.q));
      const out = answer({ tasks, seq: state.seq });
      cache.set(key, state.seq, out.json);
      return out;
    }
    if (since < state.purgedSeq || since > state.seq) {
      const tasks = await present(userId, await rowsFor(userId, filter, query.q));
      return answer({ tasks, seq: state.seq, deleted: [], reset: true });
    }
    if (since === state.seq) return answer({ tasks: [], seq: state.seq, deleted: [] });
    const [matching, changed] = await Promise.all([
      rowsFor(userId, { ...filter, changedAfter: since }, query.q),
      repo.changedIds(userId, since),
    ]);
    const kept = new Set(matching.map((r) => r.id));
    return answer({
      tasks: await present(userId, matching),
      seq: state.seq,
      deleted: changed.filter((id) => !kept.has(id)),
    });
  }

  return { list };
}

export type TaskListService = ReturnType<typeof taskListService>;
