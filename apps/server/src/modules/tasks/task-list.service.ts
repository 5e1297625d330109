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
// - Full lists (and pages and deltas: their cursor and `since` are in the key) are kept serialised
//   in a small in-process cache keyed by (user, query) and valid for
//   one change counter value: every write of the user moves the counter, so an entry can only be
//   served while nothing of theirs changed, which is exactly when a page reload asks for the same
//   1,000-row list again. Building it costs ~10 ms (SQL ~6 ms, JSON ~1.5 ms); serving it costs the two
//   indexed reads of the ETag check. Several processes on PostgreSQL each keep their own, still keyed
//   by the counter they read from the database, so none serves another's stale list. A cached list is
//   the same answer on every hit, so its brotli/gzip forms are kept beside it (lib/packed-json.ts):
//   compressing the 1,000-task list costs a few ms, sending it ~60 KB, not ~470 KB. The requests for
//   one key share one build (SeqCache.getOrBuild), whole lists are built WHOLE_LIST_BUILDS at a time
//   in the process, a whole list in the creation order (active, today, all) is read as the JSON
//   texts the database makes of its tasks (task-list-json.ts: one string per task, no objects)
//   WHOLE_LIST_BATCH rows at a time (keyset batches), and an answer over 1 MB of JSON is
//   serialised in slices straight into brotli and kept only so: memory under load stays bounded
//   whatever the account size or number of clients (issue 14; figures in
//   docs/decisions/0015-lean-server.md).
// - Pages (`limit`, `cursor`): keyset pages in the view's order (task-list.repo.ts listOrder); the
//   cursor is the last row's sort values and id, base64url JSON, checked on the way in (anything
//   else is a 400 invalid_cursor). No `limit` is the whole list, as before (scripts, exports and the
//   screens that need every task). A delta (`since`) is never paged: the client keeps one seq for all
//   its pages and sends its last `nextCursor` as `cursor`, the end of the rows it holds; the delta
//   holds the changed rows up to there (later ones come with its next pages, and are listed as
//   deleted in case they moved there). A reset, or a delta larger than DELTA_MAX rows, answers the
//   first page with `reset: true` instead.
// - Search (`q`): the search index (migration 0019: trigram FTS5 on SQLite, pg_trgm on PostgreSQL)
//   narrows the rows to candidates holding every word, then each candidate is checked with core's
//   normalisation (case and accents ignored for ru/en/fr) over title + plain-text description, so the
//   meaning is exactly the JS search's; the normalised texts are kept per task version
//   (search-text.ts). A page of a search reads candidates in batches until the page is full.
import { createHash } from 'node:crypto';
import type { ListTasksQuery, TaskCountsQuery, TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { searchTokens } from '@nova/core/domain/search';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { gate } from '../../lib/gate.ts';
import {
  JsonTexts,
  jsonWithBatches,
  type PackedJson,
  packJson,
  packJsonPieces,
} from '../../lib/packed-json.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { searchTextCache } from './search-text.ts';
import { toSummary } from './task.presenter.ts';
import {
  keyOfRow,
  type ListFilter,
  type ListKey,
  listOrder,
  type SummaryRow,
  taskListRepo,
} from './task-list.repo.ts';
import { countsOf, taskCountsRepo } from './task-list-counts.ts';
import { decodeCursor, encodeCursor } from './task-list-cursor.ts';

export type ListOutcome =
  | { notModified: true; etag: string }
  /** The TaskList body, already serialised (the same answer while the list is cached). */
  | { notModified: false; etag: string; json: PackedJson };

const CACHE_MAX_ENTRIES = 256;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Whole-list builds (no `limit`) running at once in the process; the others wait. A build in the
 * creation order holds one batch (WHOLE_LIST_BATCH), the other orders and searches their whole rows
 * and objects (~10 MB for 10,000 tasks), and V8 lets the heap grow to 1.5 times what is live
 * (lib/settle-memory.ts): one at a time kept the rss-load peak ~15 MB lower than two, and a build's
 * compression already runs beside the event loop in the zlib thread pool.
 */
const WHOLE_LIST_BUILDS = 1;
const wholeListBuilds = gate(WHOLE_LIST_BUILDS);
/**
 * A whole list in the creation order is read this many rows at a time (keyset batches, wholeBatches
 * below): a build holds one batch's texts, not the account's. 250 rather than 1,000: a batch lives
 * across the compressor's awaits, and 1,000 rows of objects (~2 MB, before the database made the
 * JSON) outlived the 4 MB young generation's collections and were promoted
 * (docs/decisions/0035-rss-under-load.md, 0039-list-json-in-sql.md).
 */
const WHOLE_LIST_BATCH = 250;
/** A paged client asking for more changed rows than this gets the first page again (a reset). */
const DELTA_MAX = 1000;
/**
 * A tag with at most this many live tasks is listed from its links (sorted), a larger one by walking
 * the user's tasks in order until a page is full (task-list.repo.ts tagFirst): each costs about as
 * many rows as the other around here.
 */
const FEW_TAGGED = 1000;
/** A page of a search reads candidates this many at a time (most pass the exact check). */
const SEARCH_BATCH = 200;
/** ...and gives up filling the page after this many batches (a short page with a cursor). */
const SEARCH_ROUNDS = 10;

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
  const countsRepo = taskCountsRepo(db);

  function filterOf(query: ListTasksQuery): ListFilter {
    return {
      view: query.view,
      order: query.order,
      today: query.today ?? clock.now().toISOString().slice(0, 10),
      status: query.status,
      type: query.type,
      quadrant: query.quadrant,
      strategyId: query.strategyId,
      noStrategy: query.noStrategy === '1',
      tagId: query.tagId,
      from: query.from,
      to: query.to,
    };
  }

  // Serialised full lists: key (user + query) -> the counter value it was built at.
  const cache = seqCache<PackedJson>({
    name: 'task-lists',
    maxEntries: CACHE_MAX_ENTRIES,
    maxBytes: CACHE_MAX_BYTES,
  });
  const searchTexts = searchTextCache();

  /** Everything the answer depends on besides the rows: the user and the normalised query. */
  function keyOf(userId: string, filter: ListFilter, query: ListTasksQuery): string {
    // `today` only changes the answer of the views that use it.
    const today = filter.view === 'today' || filter.view === 'upcoming' ? filter.today : '';
    return [
      userId,
      filter.view ?? '',
      filter.order === 'updated' ? 'updated' : '',
      today,
      filter.status ?? '',
      filter.type ?? '',
      filter.quadrant ?? '',
      filter.strategyId ?? '',
      filter.noStrategy ? 'none' : '',
      filter.tagId ?? '',
      filter.from ?? '',
      filter.to ?? '',
      searchTokens(query.q ?? '').join(' '),
      query.since ?? '',
      query.limit ?? '',
      query.cursor ?? '',
    ].join('\u0001');
  }

  function etagFor(key: string, seq: number): string {
    return `W/"${seq}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
  }

  async function rowsFor(userId: string, filter: ListFilter, q: string | undefined): Promise<SummaryRow[]> {
    const tokens = searchTokens(q ?? '');
    if (tokens.length === 0) return repo.summaries(userId, filter);
    const rows = await repo.summaries(userId, { ...filter, withDescription: true, searchWords: tokens });
    return searchTexts.filter(rows, tokens);
  }

  /** One page in the view's order after `after`, and the cursor of the next (null: the last page). */
  async function pageFor(
    userId: string,
    filter: ListFilter,
    q: string | undefined,
    limit: number,
    after: ListKey | undefined,
  ): Promise<{ rows: SummaryRow[]; next: string | null }> {
    const tokens = searchTokens(q ?? '');
    const order = listOrder(filter.view, filter.order);
    if (tokens.length === 0) {
      const rows = await repo.summaries(userId, { ...filter, limit: limit + 1, after });
      const last = rows[limit - 1];
      return rows.length > limit && last
        ? { rows: rows.slice(0, limit), next: encodeCursor(keyOfRow(order, last)) }
        : { rows, next: null };
    }
    const batch = Math.max(limit + 1, SEARCH_BATCH);
    const found: SummaryRow[] = [];
    let from = after;
    for (let round = 0; round < SEARCH_ROUNDS; round++) {
      const candidates = await repo.summaries(userId, {
        ...filter,
        withDescription: true,
        searchWords: tokens,
        limit: batch,
        after: from,
      });
      for (const row of searchTexts.filter(candidates, tokens)) {
        if (found.length === limit) {
          const last = found[limit - 1];
          return { rows: found, next: last ? encodeCursor(keyOfRow(order, last)) : null };
        }
        found.push(row);
      }
      const lastRead = candidates[candidates.length - 1];
      if (candidates.length < batch || !lastRead) return { rows: found, next: null };
      from = keyOfRow(order, lastRead);
    }
    // Many candidates failed the exact check: a short page; the next one goes on from the last read.
    return { rows: found, next: from ? encodeCursor(from) : null };
  }

  async function present(userId: string, rows: SummaryRow[]): Promise<TaskSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [tags, mvd] = await Promise.all([repo.tagIdsByTask(userId, ids), repo.mvdTaskIds(userId)]);
    return rows.map((row) => toSummary(row, tags.get(row.id) ?? [], mvd.has(row.id)));
  }

  /**
   * The whole list's summaries in keyset batches of WHOLE_LIST_BATCH in the view's order, each read
   * as the JSON texts the database makes of them (task-list-json.ts) and handed on before the next is
   * read. Only for the creation order, where a row never moves (created_at does not change): each
   * batch is its own read, so a write between two batches shows in the rows read after it, as a write
   * between the ETag's read and the rows does (every such row is newer than the answer's seq, so the
   * next delta brings it again); no row is listed twice or skipped for having moved. The other orders
   * are read in one query (a changed row may move there).
   */
  async function* wholeBatches(userId: string, filter: ListFilter): AsyncGenerator<JsonTexts> {
    let after: ListKey | undefined;
    for (;;) {
      // One row more than a batch tells whether another follows (a list of up to a batch: one read).
      const rows = await repo.summaryTexts(userId, { ...filter, limit: WHOLE_LIST_BATCH + 1, after });
      const more = rows.length > WHOLE_LIST_BATCH;
      if (more) rows.length = WHOLE_LIST_BATCH;
      const last = rows[rows.length - 1];
      if (!last) return;
      yield new JsonTexts(rows.map((row) => row.json));
      if (!more) return;
      after = { order: 'created', createdAt: last.created_at, id: last.id };
    }
  }

  async function list(userId: string, query: ListTasksQuery, ifNoneMatch?: string): Promise<ListOutcome> {
    const filter = filterOf(query);
    const state = await repo.syncState(userId);
    const key = keyOf(userId, filter, query);
    const etag = etagFor(key, state.seq);
    if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
    if (filter.tagId !== undefined) {
      const tagged = await countsRepo.taggedCount(userId, filter.tagId);
      filter.fewTagged = tagged <= FEW_TAGGED;
      filter.noneTagged = tagged === 0;
    }
    const limit = query.limit;
    const cursorKey =
      limit !== undefined && query.cursor !== undefined
        ? decodeCursor(query.cursor, listOrder(filter.view, filter.order))
        : undefined;
    /** The whole list, or with `limit` the page after `after`. */
    const body = async (after: ListKey | undefined): Promise<TaskList> => {
      if (limit === undefined)
        return { tasks: await present(userId, await rowsFor(userId, filter, query.q)), seq: state.seq };
      const page = await pageFor(userId, filter, query.q, limit, after);
      return { tasks: await present(userId, page.rows), seq: state.seq, nextCursor: page.next };
    };
    // Serialised for keeping (lib/packed-json.ts: a large answer straight to brotli). Whole lists (no
    // `limit`) are built at most WHOLE_LIST_BUILDS at a time in the process: their rows, objects and
    // text grow with the account, and the cache below only merges the builds of one key.
    // A whole list without search in the creation order goes to the serialiser batch by batch.
    const batched =
      limit === undefined &&
      searchTokens(query.q ?? '').length === 0 &&
      listOrder(filter.view, filter.order) === 'created';
    // `whole`: `make` gives the whole list with these other properties (none: a delta).
    const pack = (
      make: () => Promise<TaskList>,
      whole?: Omit<TaskList, 'tasks' | 'seq'>,
    ): Promise<PackedJson> =>
      limit !== undefined
        ? make().then((made) => packJson(made))
        : wholeListBuilds.run(async () =>
            whole && batched
              ? packJsonPieces(
                  jsonWithBatches(
                    { tasks: [], seq: state.seq, ...whole },
                    'tasks',
                    wholeBatches(userId, filter),
                  ),
                )
              : packJson(await make()),
          );
    const answer = async (json: Promise<PackedJson>): Promise<ListOutcome> => ({
      notModified: false,
      etag,
      json: await json,
    });
    // Kept for the change counter it was built at; the requests for one key (the query, with `since`
    // and the cursor) share one build: the one running, or one of the newest state asked meanwhile
    // (lib/seq-cache.ts getOrBuild). Such an answer may be newer than the ETag read above, never older.
    const kept = (make: () => Promise<TaskList>, whole?: Omit<TaskList, 'tasks' | 'seq'>) =>
      answer(cache.getOrBuild(key, state.seq, () => pack(make, whole)));

    const since = query.since;
    if (since === undefined) return kept(() => body(cursorKey), {});
    // A delta. With a cursor it is the end of the rows the client holds: changed rows after it are
    // left for its next pages, and listed as deleted in case it held them before they moved there.
    const resetBody = async (): Promise<TaskList> => ({
      ...(await body(undefined)),
      deleted: [],
      reset: true,
    });
    if (since < state.purgedSeq || since > state.seq)
      return answer(pack(resetBody, { deleted: [], reset: true }));
    if (since === state.seq) return answer(packJson({ tasks: [], seq: state.seq, deleted: [] }));
    // The same delta for every tab and device of the user that held the same state (the key has
    // `since` and the cursor), built once per change counter value like a page.
    return kept(async () => {
      const changed = await repo.changedIds(userId, since);
      if (limit !== undefined && changed.length > DELTA_MAX) return resetBody();
      const matching = await rowsFor(userId, { ...filter, changedAfter: since, upTo: cursorKey }, query.q);
      const found = new Set(matching.map((r) => r.id));
      return {
        tasks: await present(userId, matching),
        seq: state.seq,
        deleted: changed.filter((id) => !found.has(id)),
      };
    });
  }

  const countsCache = seqCache({
    name: 'task-counts',
    maxEntries: CACHE_MAX_ENTRIES,
    maxBytes: 4 * 1024 * 1024,
  });

  /** The sidebar's numbers: one ETag and 304 like the list's, the answer kept per change counter. */
  async function counts(userId: string, query: TaskCountsQuery, ifNoneMatch?: string): Promise<ListOutcome> {
    const today = query.today ?? clock.now().toISOString().slice(0, 10);
    const state = await repo.syncState(userId);
    const perGroup = query.detail === '1';
    const key = `${userId}\u0001counts\u0001${today}\u0001${perGroup ? 1 : 0}`;
    const etag = etagFor(key, state.seq);
    if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
    const cached = countsCache.get(key, state.seq);
    if (cached) return { notModified: false, etag, json: cached };
    const json = Buffer.from(
      JSON.stringify(countsOf(state.seq, await countsRepo.counts(userId, perGroup), today)),
    );
    countsCache.set(key, state.seq, json);
    return { notModified: false, etag, json };
  }

  return { list, counts };
}

export type TaskListService = ReturnType<typeof taskListService>;
