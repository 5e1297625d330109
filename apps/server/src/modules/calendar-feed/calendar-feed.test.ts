// The private calendar feed, read back with an independent parser (ical.js): a link shown once and
// stored hashed, all-day and timed tasks in the user's zone across a DST change, habits when chosen,
// ETag revalidation, revocation and rotation, and nobody else's rows.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

type Feed = { enabled: boolean; includeHabits: boolean; url?: string };

/** The feed's events by summary: start (ISO, or the date for all-day ones), end, all-day, rule. */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const allDay = event.startDate.isDate;
      const rule = component.getFirstPropertyValue('rrule');
      return [
        event.summary,
        {
          uid: event.uid,
          allDay,
          start: allDay ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
          end: allDay ? null : event.endDate.toJSDate().toISOString(),
          description: event.description,
          rule: rule ? String(rule) : null,
        },
      ] as const;
    }),
  );
}

describe(`calendar feed (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent;
  let feedPath: string;

  before(async () => {
    server = await buildTestServer({ env: { PUBLIC_URL: 'https://planner.example.org' } });
    server.clock.set('2026-10-20T08:00:00.000Z');
    agent = new Agent(server.app);
    await agent.signUp();
    assert.equal(
      (await agent.request('PUT', '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode,
      200,
    );
    const tasks = [
      { title: 'Dentist', startDate: '2026-10-22', startTime: '09:30', durationMinutes: 45 },
      // After the change back to winter time (2026-10-25): 09:30 Paris is 08:30 UTC.
      { title: 'Call the bank', startDate: '2026-10-27', startTime: '09:30' },
      {
        title: 'Pay the rent',
        startDate: '2026-11-01',
        description: '<p>Before <b>noon</b> &amp; online</p>',
      },
      { title: 'Someday, no date' },
      { title: 'Long ago', startDate: '2026-01-02' },
    ];
    for (const task of tasks) assert.equal((await agent.post('/api/tasks', task)).statusCode, 201);
    const habit = await agent.post('/api/habits', {
      name: 'Stretch',
      schedule: { kind: 'weekdays', days: [1, 3, 5] },
    });
    assert.equal(habit.statusCode, 201);
    await agent.post('/api/habits', { name: 'Water', schedule: { kind: 'everyNDays', interval: 2 } });
    await agent.post('/api/habits', { name: 'Run', schedule: { kind: 'timesPerWeek', times: 3 } });
  });
  after(() => server.close());

  test('no link at first; making one shows its URL once and keeps only its hash', async () => {
    assert.deepEqual((await agent.get('/api/calendar-feed')).json<Feed>(), {
      enabled: false,
      includeHabits: false,
      createdAt: null,
      lastFetchedAt: null,
    });
    const res = await agent.post('/api/calendar-feed', {});
    assert.equal(res.statusCode, 201);
    const feed = res.json<Feed & { url: string }>();
    assert.equal(feed.enabled, true);
    assert.match(feed.url, /^https:\/\/planner\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    feedPath = new URL(feed.url).pathname;
    const token = feedPath.slice('/api/calendar/'.length, -'.ics'.length);
    const row = await server.database.db.selectFrom('calendar_feeds').selectAll().executeTakeFirstOrThrow();
    assert.equal(row.token_hash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(token), 'the token itself is not stored');
    const status = (await agent.get('/api/calendar-feed')).json<Feed>();
    assert.equal(status.enabled, true);
    assert.equal(status.url, undefined, 'the URL is never shown again');
  });

  test('the feed holds dated tasks: timed ones in UTC from the user zone, across DST, and all-day ones', async () => {
    const res = await new Agent(server.app).get(feedPath);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/calendar/);
    const byTitle = events(res.body);
    assert.deepEqual([...byTitle.keys()].sort(), ['Call the bank', 'Dentist', 'Pay the rent']);
    assert.deepEqual(byTitle.get('Dentist'), {
      uid: byTitle.get('Dentist')?.uid,
      allDay: false,
      start: '2026-10-22T07:30:00.000Z', // summer time, UTC+2
      end: '2026-10-22T08:15:00.000Z',
      description: null,
      rule: null,
    });
    assert.equal(byTitle.get('Call the bank')?.start, '2026-10-27T08:30:00.000Z'); // winter time, UTC+1
    assert.equal(byTitle.get('Call the bank')?.end, '2026-10-27T09:00:00.000Z'); // 30 min by default
    const rent = byTitle.get('Pay the rent');
    assert.equal(rent?.allDay, true);
    assert.equal(rent?.start, '2026-11-01');
    assert.equal(rent?.description, 'Before noon & online');
    assert.match(rent?.uid ?? '', /^task-.+@nova-planner$/);
  });

  test('ETag: the same feed answers 304; a change gives a new one', async () => {
    const reader = new Agent(server.app);
    const first = await reader.get(feedPath);
    const etag = String(first.headers.etag);
    assert.equal((await reader.get(feedPath, { 'if-none-match': etag })).statusCode, 304);
    const task = await agent.post('/api/tasks', { title: 'New errand', startDate: '2026-10-23' });
    assert.equal(task.statusCode, 201);
    const after = await reader.get(feedPath, { 'if-none-match': etag });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, etag);
    assert.ok(events(after.body).has('New errand'));
  });

  test('completed tasks stay, marked done', async () => {
    const list = await agent.get('/api/tasks?view=active');
    const tasks = list.json<{ tasks: Array<{ id: string; title: string }> }>().tasks;
    const errand = tasks.find((t) => t.title === 'New errand');
    assert.ok(errand);
    const done = await agent.post(`/api/tasks/${errand.id}/status`, { status: 'completed' });
    assert.equal(done.statusCode, 200);
    const byTitle = events((await new Agent(server.app).get(feedPath)).body);
    assert.ok(byTitle.has('✓ New errand'));
  });

  test('habits appear as all-day recurring events only when chosen; "N times a week" has no days to show', async () => {
    const before = events((await new Agent(server.app).get(feedPath)).body);
    assert.ok(!before.has('Stretch'));
    const res = await agent.patch('/api/calendar-feed', { includeHabits: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<Feed>().includeHabits, true);
    const byTitle = events((await new Agent(server.app).get(feedPath)).body);
    const stretch = byTitle.get('Stretch');
    assert.equal(stretch?.allDay, true);
    assert.equal(stretch?.start, '2026-10-21'); // created on Tuesday the 20th: the first of Mon/Wed/Fri
    assert.match(stretch?.rule ?? '', /FREQ=WEEKLY/);
    assert.match(stretch?.rule ?? '', /BYDAY=MO,WE,FR/);
    assert.match(byTitle.get('Water')?.rule ?? '', /FREQ=DAILY;INTERVAL=2/);
    assert.ok(!byTitle.has('Run'));
  });

  test('a new link replaces the old one; revoking ends it; unknown and malformed links are 404/400', async () => {
    const rotated = await agent.post('/api/calendar-feed', {});
    const newPath = new URL(rotated.json<{ url: string }>().url).pathname;
    assert.notEqual(newPath, feedPath);
    assert.equal(rotated.json<Feed>().includeHabits, true, 'options survive a new link');
    const reader = new Agent(server.app);
    assert.equal((await reader.get(feedPath)).statusCode, 404);
    assert.equal((await reader.get(newPath)).statusCode, 200);
    assert.equal((await agent.delete('/api/calendar-feed')).statusCode, 204);
    const gone = await reader.get(newPath);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json<{ error: { code: string } }>().error.code, 'not_found');
    assert.equal((await agent.delete('/api/calendar-feed')).statusCode, 204, 'revoking twice is fine');
    assert.equal((await agent.patch('/api/calendar-feed', { includeHabits: false })).statusCode, 404);
    const malformed = await reader.get('/api/calendar/not-a-token.ics');
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json<{ error: { code: string } }>().error.code, 'validation_failed');
    const unknownField = await agent.post('/api/calendar-feed', { colour: 'red' });
    assert.equal(unknownField.statusCode, 400);
  });

  test("a feed shows only its owner's rows, and the settings need a session", async () => {
    const other = new Agent(server.app);
    await other.signUp();
    await other.post('/api/tasks', { title: 'Secret plan', startDate: '2026-10-22' });
    const mine = await agent.post('/api/calendar-feed', {});
    const body = (await new Agent(server.app).get(new URL(mine.json<{ url: string }>().url).pathname)).body;
    assert.ok(!body.includes('Secret plan'));
    assert.equal((await new Agent(server.app).get('/api/calendar-feed')).statusCode, 401);
  });
});
