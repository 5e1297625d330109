// Import through the API: a Todoist CSV comes in cleanly (preview first, nothing written until the
// confirm, problems naming row and field, a second import adds nothing), a Todoist backup zip, a generic
// CSV with a guessed and then a changed column mapping; limits and broken files are 4xx codes.
// Nova's own export read back in: transfer-export.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ImportPreview } from '@nova/core/contracts/transfer';
import { zipSync } from 'fflate';
import { errorCode, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { confirm, fixture, fullTask, preview, tasksOf, upload } from './transfer-test-kit.ts';

describe(`import and export (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => (server = await buildTestServer()));
  after(() => server.close());

  test('a Todoist CSV: preview (nothing written), problems by row and field, confirm, a second import adds nothing', async () => {
    const agent = await signedIn(server);
    const first = await preview(agent, 'todoist-csv', 'Home.csv', fixture('todoist-project.csv'));
    assert.deepEqual(first.counts, {
      tasks: 5,
      microSteps: 4,
      comments: 1,
      attachments: 0,
      tags: 4,
      strategies: 0,
      habits: 0,
      mindMaps: 0,
    });
    const problems = first.problems.map((p) => `${p.row}:${p.field}:${p.code}:${p.severity}`);
    assert.deepEqual(problems, [
      '7:DATE:date_not_understood:warning',
      '14:CONTENT:empty_title:error',
      '15:PRIORITY:bad_priority:warning',
      '15:DATE:date_not_understood:warning',
    ]);
    assert.equal((await tasksOf(agent)).length, 0, 'a preview writes nothing');

    const result = await confirm(agent, first.id);
    assert.equal(result.created.tasks, 5);
    assert.equal(result.created.microSteps, 4);
    assert.equal(result.created.comments, 1);
    assert.equal(result.created.tags, 4);

    const tasks = await tasksOf(agent);
    const renew = await fullTask(agent, tasks.find((t) => t.title === 'Renew the car insurance')?.id);
    assert.equal(renew.description, 'Compare two quotes before Friday');
    assert.equal(renew.dueDate, '2026-12-04');
    assert.equal(renew.durationMinutes, 30);
    assert.ok(renew.importance >= 6 && renew.urgency >= 6, 'p1 is important and urgent');
    assert.deepEqual(renew.tags.map((t) => t.name).sort(), ['Home', 'admin']);
    const steps = (await agent.get(`/api/tasks/${renew.id}/micro-tasks`)).json<{
      microTasks: Array<{ title: string }>;
    }>();
    assert.deepEqual(
      steps.microTasks.map((m) => m.title),
      ['Call the broker', 'Scan the old policy'],
    );
    const comments = (await agent.get(`/api/tasks/${renew.id}/comments`)).json<{
      comments: Array<{ text: string; authorName: string }>;
    }>();
    assert.equal(comments.comments[0]?.text, 'The broker prefers calls after 14:00, ask for Claire');
    const report = await fullTask(agent, tasks.find((t) => t.title === 'Подготовить отчёт за квартал')?.id);
    assert.equal(report.description, 'Раздел 1: продажи\nРаздел 2: расходы');
    assert.equal(report.durationMinutes, 120);
    assert.deepEqual(report.tags.map((t) => t.name).sort(), ['work', 'Работа'].sort());
    const answer = tasks.find((t) => t.title === 'Répondre à Amélie au sujet du devis');
    assert.ok(answer && answer.importance < 6 && answer.urgency >= 6, 'p3 is urgent, not important');

    const again = await preview(agent, 'todoist-csv', 'Home.csv', fixture('todoist-project.csv'));
    assert.equal(again.alreadyImported.tasks, 5);
    const second = await confirm(agent, again.id);
    assert.equal(second.created.tasks, 0);
    assert.equal(second.skipped.tasks, 5);
    assert.equal(second.created.tags, 0);
    assert.equal((await tasksOf(agent)).length, 5, 'no duplicates');
    assert.equal(
      (await agent.post(`/api/import/${again.id}/confirm`, {})).statusCode,
      404,
      'a preview is used once',
    );
  });

  test('a Todoist backup (a zip of project CSVs): every project comes in, tagged with its name, once', async () => {
    const agent = await signedIn(server);
    const errands =
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\r\ntask,Buy stamps,,2,1,,,2026-12-02,en,UTC\r\ntask,,,4,1,,,,en,UTC\r\n';
    const backup = Buffer.from(
      zipSync({
        'Home [2203306141].csv': new Uint8Array(fixture('todoist-project.csv')),
        'Errands.csv': new TextEncoder().encode(errands),
      }),
    );
    const shown = await preview(agent, 'todoist-csv', 'backup.zip', backup);
    assert.equal(shown.counts.tasks, 6);
    assert.ok(
      shown.problems.some(
        (p) => p.row === 3 && p.field === 'Errands.csv › CONTENT' && p.code === 'empty_title',
      ),
    );
    await confirm(agent, shown.id);
    const stamps = await fullTask(agent, (await tasksOf(agent)).find((t) => t.title === 'Buy stamps')?.id);
    assert.deepEqual(
      stamps.tags.map((t) => t.name),
      ['Errands'],
    );
    const renew = await fullTask(
      agent,
      (await tasksOf(agent)).find((t) => t.title === 'Renew the car insurance')?.id,
    );
    assert.deepEqual(renew.tags.map((t) => t.name).sort(), ['Home', 'admin']);
    const again = await preview(agent, 'todoist-csv', 'backup.zip', backup);
    assert.equal((await confirm(agent, again.id)).created.tasks, 0);
    assert.equal((await tasksOf(agent)).length, 6);
  });

  test('a generic CSV: the guessed mapping, a new mapping previewed again, then imported', async () => {
    const agent = await signedIn(server);
    const first = await preview(agent, 'csv', 'tasks.csv', fixture('tasks-generic.csv'));
    assert.ok(first.csv);
    assert.deepEqual(first.csv.headers, [
      'Name',
      'Notes',
      'Deadline',
      'Priority',
      'State',
      'Labels',
      'Estimate',
    ]);
    assert.equal(first.csv.sample.length, 5);
    assert.deepEqual(first.csv.mapping, {
      title: 'Name',
      description: 'Notes',
      dueDate: 'Deadline',
      priority: 'Priority',
      status: 'State',
      tags: 'Labels',
    });
    assert.equal(first.counts.tasks, 4);
    const mapping = { ...first.csv.mapping, durationMinutes: 'Estimate' };
    const remapped = await agent.post(`/api/import/${first.id}/mapping`, { mapping });
    assert.equal(remapped.statusCode, 200, remapped.body);
    const second = remapped.json<ImportPreview>();
    assert.deepEqual(
      second.problems.map((p) => `${p.row}:${p.field}:${p.code}`),
      [
        '5:Name:empty_title',
        '6:Deadline:bad_date',
        '6:Priority:bad_priority',
        '6:State:bad_status',
        '6:Estimate:bad_number',
      ],
    );
    const result = await confirm(agent, first.id, { mapping });
    assert.equal(result.created.tasks, 4);
    const tasks = await tasksOf(agent);
    const flights = await fullTask(agent, tasks.find((t) => t.title === 'Book flights to Lyon')?.id);
    assert.equal(flights.durationMinutes, 45);
    assert.equal(flights.dueDate, '2026-12-20');
    assert.deepEqual(flights.tags.map((t) => t.name).sort(), ['family', 'travel']);
    const gifts = await fullTask(agent, tasks.find((t) => t.title === 'Купить подарки')?.id);
    assert.equal(gifts.status, 'inProgress');
    assert.equal(gifts.dueDate, '2026-12-20');
    assert.equal(tasks.find((t) => t.title === 'Envoyer les vœux')?.status, 'completed');
  });

  test('broken, foreign and oversized files are 4xx codes and write nothing; another user’s preview is 404', async () => {
    const agent = await signedIn(server);
    const cases: Array<[string, string | Buffer, number, string]> = [
      ['nova-json', '{"hello": "world"}', 400, 'import_invalid_file'],
      ['nova-json', 'not json at all', 400, 'import_invalid_file'],
      ['nova-zip', 'PK\u0003\u0004 broken', 400, 'import_invalid_file'],
      ['todoist-csv', 'a,b,c\n1,2,3\n', 400, 'import_invalid_file'],
      ['csv', `title\n${'row\n'.repeat(5001)}`, 413, 'import_too_many_rows'],
    ];
    for (const [source, content, status, code] of cases) {
      const res = await upload(agent, source, 'file', content);
      assert.equal(res.statusCode, status, `${source}: ${res.body}`);
      assert.equal(errorCode(res), code);
    }
    assert.equal((await upload(agent, 'elsewhere', 'file', 'x')).statusCode, 400);
    const json = await agent.post('/api/import?source=csv', { file: 'x' });
    assert.equal(json.statusCode, 415);
    assert.equal((await tasksOf(agent)).length, 0);

    const shown = await preview(agent, 'csv', 'tasks.csv', fixture('tasks-generic.csv'));
    const intruder = await signedIn(server);
    for (const res of [
      await intruder.post(`/api/import/${shown.id}/confirm`, {}),
      await intruder.post(`/api/import/${shown.id}/mapping`, { mapping: { title: 'Name' } }),
    ]) {
      assert.equal(res.statusCode, 404);
      assert.equal(errorCode(res), 'not_found');
    }
    assert.equal((await tasksOf(intruder)).length, 0);
    assert.equal((await tasksOf(agent)).length, 0);
  });
});
