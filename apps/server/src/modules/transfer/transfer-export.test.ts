// Export through the API: Nova's own export of a rich account imported into a fresh account equals the
// original except for ids and times (twice is once, and so is a restore into the same account); the
// tasks CSV export reads back as a generic CSV. Imports from elsewhere: transfer-import.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { NovaExport } from '@nova/core/contracts/transfer';
import { novaExportSchema } from '@nova/core/contracts/transfer';
import { unzipSync } from 'fflate';
import { multipart } from '../../../test/delegation-kit.ts';
import {
  buildMicroTask,
  buildStrategy,
  buildTag,
  buildTask,
  put,
  type SignedInAgent,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { confirm, fullTask, preview, tasksOf } from './transfer-test-kit.ts';

/** A GET whose bytes matter (a zip). */
function download(agent: Agent, url: string) {
  return agent.app.inject({ method: 'GET', url, headers: { cookie: agent.cookieHeader() } });
}

async function exportOf(agent: Agent): Promise<NovaExport> {
  const res = await agent.get('/api/export?format=json');
  assert.equal(res.statusCode, 200, res.body);
  return novaExportSchema.parse(JSON.parse(res.body));
}

describe(`import and export (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => (server = await buildTestServer()));
  after(() => server.close());

  test('Nova’s export of a rich account imported into a fresh account: everything but ids and times is equal', async () => {
    const owner = await signedIn(server);
    await buildRichAccount(owner);
    const zipRes = await download(owner, '/api/export?format=zip');
    assert.equal(zipRes.statusCode, 200);
    assert.match(
      String(zipRes.headers['content-disposition']),
      /attachment; filename="nova-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = zipRes.rawPayload;
    const original = await exportOf(owner);

    const fresh = await signedIn(server);
    const shown = await preview(fresh, 'nova-zip', 'nova-export.zip', zip);
    assert.deepEqual(shown.problems, []);
    assert.deepEqual(shown.counts, {
      tasks: 3,
      microSteps: 2,
      comments: 1,
      attachments: 1,
      tags: 2,
      strategies: 1,
      habits: 1,
      mindMaps: 1,
    });
    await confirm(fresh, shown.id);
    const copy = await exportOf(fresh);
    assert.deepEqual(normalise(copy), normalise(original));
    assert.deepEqual(
      filesOf(freshZip(await download(fresh, '/api/export?format=zip'))),
      filesOf(unzipSync(new Uint8Array(zip))),
    );

    // Twice is once.
    const again = await preview(fresh, 'nova-zip', 'nova-export.zip', zip);
    assert.equal(again.alreadyImported.tasks, 3);
    const second = await confirm(fresh, again.id);
    assert.equal(second.created.tasks + second.created.habits + second.created.mindMaps, 0);
    assert.deepEqual(normalise(await exportOf(fresh)), normalise(original));

    // Into the account it came from: everything is already here.
    const home = await preview(owner, 'nova-zip', 'nova-export.zip', zip);
    assert.equal(home.alreadyImported.tasks, 3);
    const restored = await confirm(owner, home.id);
    assert.equal(restored.created.tasks + restored.created.strategies + restored.created.habits, 0);
    assert.equal(restored.created.mindMaps + restored.created.tags, 0);
    assert.deepEqual(normalise(await exportOf(owner)), normalise(original));

    const csv = await owner.get('/api/export?format=csv');
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(csv.body, /^\uFEFFid,title,description,status,priority/);
    assert.match(csv.body, /Отчёт за квартал/);
    assert.match(csv.body, /'=SUM\(A1:A3\)/, 'a formula-looking title is escaped');
  });

  test('the tasks CSV export reads back as a generic CSV: the columns are guessed, the tasks come in', async () => {
    const owner = await signedIn(server);
    const tag = await buildTag(owner, { name: 'garden' });
    await buildTask(owner, {
      title: 'Prune the roses',
      dueDate: '2026-12-05',
      importance: 8,
      urgency: 2,
      tagIds: [tag.id],
    });
    const done = await buildTask(owner, { title: 'Rake, then "compost"', durationMinutes: 40 });
    await setStatus(owner, done.id, 'completed');
    const csv = (await owner.get('/api/export?format=csv')).body;

    const other = await signedIn(server);
    const shown = await preview(other, 'csv', 'nova-export.csv', csv);
    assert.equal(shown.csv?.mapping.title, 'title');
    assert.equal(shown.csv?.mapping.dueDate, 'due_date');
    assert.equal(shown.csv?.mapping.id, 'id');
    assert.deepEqual(shown.problems, []);
    await confirm(other, shown.id);
    const tasks = await tasksOf(other);
    const roses = await fullTask(other, tasks.find((t) => t.title === 'Prune the roses')?.id);
    assert.equal(roses.dueDate, '2026-12-05');
    assert.equal(roses.priority, '2-1');
    assert.deepEqual(
      roses.tags.map((t) => t.name),
      ['garden'],
    );
    const rake = await fullTask(other, tasks.find((t) => t.title === 'Rake, then "compost"')?.id);
    assert.equal(rake.status, 'completed');
    assert.equal(rake.durationMinutes, 40);
  });
});

const freshZip = (res: { rawPayload: Buffer }) => unzipSync(new Uint8Array(res.rawPayload));

/** The attachment files of an export zip, by the attachment's name, as SHA-256. */
function filesOf(entries: Record<string, Uint8Array>): string[] {
  const json = entries['nova-export.json'];
  assert.ok(json);
  const document = novaExportSchema.parse(JSON.parse(new TextDecoder().decode(json)));
  return document.tasks
    .flatMap((t) => t.attachments)
    .map((a) => {
      const bytes = a.file ? entries[a.file] : undefined;
      assert.ok(bytes, `the zip holds ${a.name}`);
      return `${a.name}:${createHash('sha256').update(bytes).digest('hex')}`;
    })
    .sort();
}

/** The document without what must differ between accounts (ids), references by name. */
function normalise(document: NovaExport) {
  const strategy = new Map(document.strategies.map((s) => [s.id, s.name]));
  const tag = new Map(document.tags.map((t) => [t.id, t.name]));
  const task = new Map(document.tasks.map((t) => [t.id, t.title]));
  const byName =
    <T>(key: (x: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  return {
    settings: document.settings,
    strategies: document.strategies.map(({ id: _, ...s }) => s).sort(byName((s) => s.name)),
    tags: document.tags.map(({ id: _, ...t }) => t).sort(byName((t) => t.name)),
    tasks: document.tasks
      .map(({ id: _, ...t }) => ({
        ...t,
        strategyId: t.strategyId ? strategy.get(t.strategyId) : null,
        tagIds: t.tagIds.map((id) => tag.get(id)).sort(),
        microSteps: t.microSteps.map(({ id: _i, ...m }) => m),
        comments: t.comments.map(({ id: _i, ...c }) => c),
        attachments: t.attachments.map(({ id: _i, file: _f, ...a }) => a),
      }))
      .sort(byName((t) => t.title)),
    habits: document.habits
      .map(({ id: _, ...h }) => ({ ...h, strategyId: h.strategyId ? strategy.get(h.strategyId) : null }))
      .sort(byName((h) => h.name)),
    mindMaps: document.mindMaps
      .map(({ id: _, ...m }) => ({
        ...m,
        nodes: m.nodes.map((n) => ({ ...n, taskId: n.taskId ? task.get(n.taskId) : null })),
      }))
      .sort(byName((m) => m.title)),
  };
}

async function ok<R extends { statusCode: number; body: string }>(res: R, status = 200): Promise<R> {
  assert.equal(res.statusCode, status, res.body);
  return res;
}

async function buildRichAccount(agent: SignedInAgent): Promise<void> {
  const health = await buildStrategy(agent, {
    name: 'Health',
    description: 'Sleep and sport',
    color: 'green',
    priority: 3,
  });
  const home = await buildTag(agent, { name: 'home', color: 'green' });
  const work = await buildTag(agent, { name: 'Работа', color: null });
  const report = await buildTask(agent, {
    title: 'Отчёт за квартал',
    description: 'Sections: sales, costs',
    importance: 8,
    urgency: 7,
    startDate: '2026-12-01',
    dueDate: '2026-12-03',
    startTime: '09:30',
    durationMinutes: 90,
    strategyId: health.id,
    tagIds: [home.id, work.id],
  });
  await buildMicroTask(agent, report.id, { title: 'Collect the numbers', estimateMinutes: 20 });
  const step = await buildMicroTask(agent, report.id, { title: 'Draw the charts' });
  await ok(await agent.patch(`/api/tasks/${report.id}/micro-tasks/${step.id}`, { completed: true }));
  await ok(await agent.post(`/api/tasks/${report.id}/comments`, { text: 'Ask Claire for the Q3 file' }), 201);
  const { payload, headers } = multipart('chart.txt', 'quarter,sales\nQ3,42\n', 'text/plain');
  await ok(
    await agent.app.inject({
      method: 'POST',
      url: `/api/tasks/${report.id}/attachments`,
      headers: { ...headers, cookie: agent.cookieHeader(), 'x-csrf-token': agent.csrf ?? '' },
      payload,
    }),
    201,
  );
  const idea = await buildTask(agent, { title: 'Idée : un jardin sur le toit', type: 'idea' });
  await setStatus(agent, idea.id, 'inProgress');
  const done = await buildTask(agent, { title: '=SUM(A1:A3)' });
  await setStatus(agent, done.id, 'completed');

  const habit = await ok(
    await agent.post('/api/habits', {
      name: 'Morning walk',
      description: '20 minutes outside',
      icon: '🚶',
      color: 'teal',
      strategyId: health.id,
      schedule: { kind: 'weekdays', days: [1, 3, 5] },
      target: 2,
      timeOfDay: 'morning',
      reminderTime: '07:30',
    }),
    201,
  );
  const habitId = habit.json<{ id: string }>().id;
  await ok(await agent.post(`/api/habits/${habitId}/check-ins`, { day: '2026-11-20', count: 2 }));
  await ok(
    await agent.post(`/api/habits/${habitId}/check-ins`, { day: '2026-11-18', count: 0, frozen: true }),
  );

  const map = await ok(
    await agent.post('/api/mind-maps', { title: 'Q4 plan', description: 'What matters' }),
    201,
  );
  const mapId = map.json<{ id: string }>().id;
  await ok(
    await put(agent, `/api/mind-maps/${mapId}`, {
      baseVersion: 1,
      title: 'Q4 plan',
      description: 'What matters',
      viewport: { x: 10, y: -20, zoom: 1.5 },
      nodes: [
        {
          id: 'n1',
          text: 'Report',
          description: '',
          color: 'blue',
          x: 0,
          y: 0,
          taskId: report.id,
          style: { fontSize: 18 },
        },
        {
          id: 'n2',
          text: 'Garden',
          description: 'Later',
          color: 'green',
          x: 200,
          y: 80,
          taskId: null,
          style: {},
        },
      ],
      connections: [{ id: 'e1', source: 'n1', target: 'n2', label: 'then' }],
    }),
  );
  await ok(await put(agent, '/api/ai/persona', { persona: 'numa' }));
  await ok(await put(agent, '/api/progress/settings', { enabled: false }));
  await ok(await put(agent, '/api/auth/time-zone', { timeZone: 'Europe/Paris' }));
}
