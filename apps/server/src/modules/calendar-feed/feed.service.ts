// Rules of the private calendar feed: one link per user, made (or replaced) on request and shown
// once; only its token's SHA-256 is stored, so a database dump opens no one's calendar. The feed
// itself is read by calendar apps without a session: the token is the key, an unknown one is a 404.
import { createHash, randomBytes } from 'node:crypto';
import { addDays, localDay } from '@nova/core/ai/dates';
import type {
  CalendarFeedDto,
  CalendarFeedOptions,
  CreatedCalendarFeedDto,
} from '@nova/core/contracts/calendar-feed';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { calendarFeedRepo, type FeedRow } from './feed.repo.ts';

/** Tasks older than this many days leave the feed; at most this many events in all. */
export const FEED_PAST_DAYS = 90;
export const FEED_MAX_TASKS = 2000;
/** A calendar polls often: its last read is written at most this often. */
const FETCH_MARK_EVERY_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function present(row: FeedRow | undefined): CalendarFeedDto {
  return {
    enabled: row !== undefined,
    includeHabits: row?.include_habits === 1,
    createdAt: row?.created_at ?? null,
    lastFetchedAt: row?.last_fetched_at ?? null,
  };
}

type Deps = { db: Db; ops: Operations; clock: Clock; publicUrl: string };

export function calendarFeedService({ db, ops, clock, publicUrl }: Deps) {
  const feedUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;

  async function get(userId: string): Promise<CalendarFeedDto> {
    return present(await calendarFeedRepo(db).find(userId));
  }

  /** A new link; the answer is the only place its URL ever appears (no opId: it is not stored). */
  function create(
    userId: string,
    body: CalendarFeedOptions,
  ): Promise<OperationOutcome<CreatedCalendarFeedDto>> {
    return ops.run(userId, undefined, async ({ trx, now }) => {
      const repo = calendarFeedRepo(trx);
      const previous = await repo.find(userId);
      const token = randomBytes(32).toString('base64url');
      const includeHabits = body.includeHabits ?? previous?.include_habits === 1;
      await repo.put(userId, sha256(token), includeHabits, now);
      return { status: 201, body: { ...present(await repo.find(userId)), url: feedUrl(token) } };
    });
  }

  function update(userId: string, body: CalendarFeedOptions): Promise<OperationOutcome<CalendarFeedDto>> {
    return ops.run(userId, undefined, async ({ trx, now }) => {
      const repo = calendarFeedRepo(trx);
      if (
        body.includeHabits !== undefined &&
        !(await repo.setIncludeHabits(userId, body.includeHabits, now))
      ) {
        throw notFound('Calendar feed');
      }
      const row = await repo.find(userId);
      if (!row) throw notFound('Calendar feed');
      return { status: 200, body: present(row) };
    });
  }

  function remove(userId: string): Promise<OperationOutcome<null>> {
    return ops.run(userId, undefined, async ({ trx }) => {
      await calendarFeedRepo(trx).remove(userId);
      return { status: 204, body: null };
    });
  }

  /**
   * The feed behind a URL's file name (`<token>.ics`): its text and a strong ETag, or only the ETag
   * when the caller already holds that version.
   */
  async function read(
    file: string,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; ics: string | null }> {
    const token = file.replace(/\.ics$/, '');
    const repo = calendarFeedRepo(db);
    const feed = await repo.findByTokenHash(sha256(token));
    if (!feed) throw new DomainError('not_found', 'This calendar feed does not exist or was revoked');
    const now = clock.now();
    const timeZone = feed.time_zone ?? 'UTC';
    const from = addDays(localDay(now, timeZone), -FEED_PAST_DAYS);
    const [tasks, habits] = await Promise.all([
      repo.datedTasks(feed.user_id, from, FEED_MAX_TASKS),
      feed.include_habits === 1 ? repo.liveHabits(feed.user_id) : Promise.resolve([]),
    ]);
    // ical-generator loads on the first feed read: most servers never serve one (docs/decisions/0015).
    const { feedCalendar } = await import('./feed.ics.ts');
    const ics = feedCalendar({ name: 'Nova Planner', appUrl: publicUrl, timeZone, tasks, habits });
    const etag = `"${sha256(ics).slice(0, 32)}"`;
    const lastRead = feed.last_fetched_at === null ? 0 : Date.parse(feed.last_fetched_at);
    if (now.getTime() - lastRead > FETCH_MARK_EVERY_MS)
      await repo.markFetched(feed.user_id, now.toISOString());
    return { etag, ics: ifNoneMatch === etag ? null : ics };
  }

  return { get, create, update, remove, read };
}

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
