// Another user's ids on every task, micro-task, MVD, strategy, tag, habit and recurring-template
// route: always 404 not_found, no data in the answer, nothing changed. The table is checked against the contract registry, so a new
// route in these groups fails here until it has a case.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { allRoutes } from '@nova/core/contracts/all';
import type { HabitDto } from '@nova/core/contracts/habits';
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';
import type { Strategy } from '@nova/core/contracts/strategies';
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskOverview } from '@nova/core/contracts/task-summary';
import type { Task, TaskCounts, TaskList } from '@nova/core/contracts/tasks';
import {
  buildMicroTask,
  buildStrategy,
  buildTag,
  buildTask,
  errorCode,
  signedIn,
} from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

type Ids = {
  task: Task;
  micro: MicroTask;
  strategy: Strategy;
  tag: Tag;
  habit: HabitDto;
  template: RecurringTaskTemplateDto;
  ownTask: Task;
  ownTag: Tag;
  ownStrategy: Strategy;
};
type Call = [method: string, url: string, body?: unknown];

/** operationId -> requests by the intruder that name the owner's rows. */
const cases: Record<string, (ids: Ids) => Call[]> = {
  getTask: ({ task }) => [['GET', `/api/tasks/${task.id}`]],
  updateTask: ({ task, ownTask, strategy, tag }) => [
    ['PATCH', `/api/tasks/${task.id}`, { title: 'Hijacked' }],
    ['PATCH', `/api/tasks/${ownTask.id}`, { strategyId: strategy.id }],
    ['PATCH', `/api/tasks/${ownTask.id}`, { tagIds: [tag.id] }],
  ],
  deleteTask: ({ task }) => [['DELETE', `/api/tasks/${task.id}`]],
  changeTaskStatus: ({ task }) => [['POST', `/api/tasks/${task.id}/status`, { status: 'completed' }]],
  createTask: ({ strategy, tag }) => [
    ['POST', '/api/tasks', { title: 'Mine', strategyId: strategy.id }],
    ['POST', '/api/tasks', { title: 'Mine', tagIds: [tag.id] }],
  ],
  listMicroTasks: ({ task }) => [['GET', `/api/tasks/${task.id}/micro-tasks`]],
  createMicroTask: ({ task }) => [['POST', `/api/tasks/${task.id}/micro-tasks`, { title: 'Sneaky step' }]],
  updateMicroTask: ({ task, micro, ownTask }) => [
    ['PATCH', `/api/tasks/${task.id}/micro-tasks/${micro.id}`, { completed: true }],
    ['PATCH', `/api/tasks/${ownTask.id}/micro-tasks/${micro.id}`, { completed: true }],
  ],
  deleteMicroTask: ({ task, micro, ownTask }) => [
    ['DELETE', `/api/tasks/${task.id}/micro-tasks/${micro.id}`],
    ['DELETE', `/api/tasks/${ownTask.id}/micro-tasks/${micro.id}`],
  ],
  reorderMicroTasks: ({ task, micro }) => [
    ['PUT', `/api/tasks/${task.id}/micro-tasks/order`, { ids: [micro.id] }],
  ],
  addMvdTask: ({ task }) => [['POST', '/api/mvd', { taskId: task.id }]],
  removeMvdTask: ({ task }) => [['DELETE', `/api/mvd/${task.id}`]],
  getStrategy: ({ strategy }) => [['GET', `/api/strategies/${strategy.id}`]],
  updateStrategy: ({ strategy }) => [['PATCH', `/api/strategies/${strategy.id}`, { name: 'Hijacked' }]],
  deleteStrategy: ({ strategy }) => [['DELETE', `/api/strategies/${strategy.id}`]],
  assignStrategyTasks: ({ strategy, task, ownTask, ownStrategy }) => [
    ['POST', `/api/strategies/${strategy.id}/tasks`, { taskIds: [ownTask.id] }],
    ['POST', `/api/strategies/${ownStrategy.id}/tasks`, { taskIds: [task.id] }],
  ],
  getStrategySuggestion: ({ task }) => [['GET', `/api/tasks/${task.id}/strategy-suggestion`]],
  getTag: ({ tag }) => [['GET', `/api/tags/${tag.id}`]],
  updateTag: ({ tag }) => [['PATCH', `/api/tags/${tag.id}`, { name: 'Hijacked' }]],
  deleteTag: ({ tag }) => [['DELETE', `/api/tags/${tag.id}`]],
  attachTag: ({ task, tag, ownTask, ownTag }) => [
    ['PUT', `/api/tasks/${task.id}/tags/${ownTag.id}`],
    ['PUT', `/api/tasks/${ownTask.id}/tags/${tag.id}`],
  ],
  detachTag: ({ task, tag, ownTask, ownTag }) => [
    ['DELETE', `/api/tasks/${task.id}/tags/${ownTag.id}`],
    ['DELETE', `/api/tasks/${ownTask.id}/tags/${tag.id}`],
  ],
  createHabit: ({ strategy }) => [['POST', '/api/habits', { name: 'Mine', strategyId: strategy.id }]],
  updateHabit: ({ habit }) => [['PATCH', `/api/habits/${habit.id}`, { name: 'Hijacked' }]],
  deleteHabit: ({ habit }) => [['DELETE', `/api/habits/${habit.id}`]],
  checkInHabit: ({ habit }) => [['POST', `/api/habits/${habit.id}/check-ins`, { day: '2026-11-21' }]],
  getRecurringTaskTemplate: ({ template }) => [['GET', `/api/recurring-templates/${template.id}`]],
  createRecurringTaskTemplate: ({ strategy, tag }) => [
    [
      'POST',
      '/api/recurring-templates',
      { title: 'Mine', pattern: { type: 'daily' }, strategyId: strategy.id },
    ],
    ['POST', '/api/recurring-templates', { title: 'Mine', pattern: { type: 'daily' }, tagIds: [tag.id] }],
  ],
  updateRecurringTaskTemplate: ({ template }) => [
    ['PATCH', `/api/recurring-templates/${template.id}`, { title: 'Hijacked' }],
  ],
  pauseRecurringTaskTemplate: ({ template }) => [
    ['POST', `/api/recurring-templates/${template.id}/pause`, {}],
  ],
  resumeRecurringTaskTemplate: ({ template }) => [
    ['POST', `/api/recurring-templates/${template.id}/resume`, {}],
  ],
  skipNextRecurringTaskTemplate: ({ template }) => [
    ['POST', `/api/recurring-templates/${template.id}/skip-next`, {}],
  ],
  deleteRecurringTaskTemplate: ({ template }) => [['DELETE', `/api/recurring-templates/${template.id}`]],
};

/** Routes with no id in the path: checked by what they return instead. */
const listed = [
  'listTasks',
  'taskCounts',
  'taskSummary',
  'getMvd',
  'migrateMvd',
  'listStrategies',
  'createStrategy',
  'listTags',
  'createTag',
  'listHabits',
  'listRecurringTaskTemplates',
];

describe(`another user's ids (${testDbKind})`, () => {
  let server: TestServer;
  let owner: Agent & { userId: string };
  let intruder: Agent & { userId: string };
  let ids: Ids;

  before(async () => {
    server = await buildTestServer();
    owner = await signedIn(server);
    intruder = await signedIn(server);
    const strategy = await buildStrategy(owner, { name: 'Owner strategy' });
    const tag = await buildTag(owner, { name: 'owner-tag' });
    const task = await buildTask(owner, {
      title: 'Owner secret',
      description: 'private words',
      strategyId: strategy.id,
      tagIds: [tag.id],
    });
    const micro = await buildMicroTask(owner, task.id, { title: 'Owner step' });
    await owner.post('/api/mvd', { taskId: task.id });
    const habit = (
      await owner.post('/api/habits', { name: 'Owner habit', strategyId: strategy.id })
    ).json<HabitDto>();
    const template = (
      await owner.post('/api/recurring-templates', {
        title: 'Owner routine',
        description: 'private words',
        pattern: { type: 'daily' },
        strategyId: strategy.id,
        tagIds: [tag.id],
      })
    ).json<RecurringTaskTemplateDto>();
    ids = {
      habit,
      template,
      task,
      micro,
      strategy,
      tag,
      ownTask: await buildTask(intruder, { title: 'Intruder task' }),
      ownTag: await buildTag(intruder, { name: 'intruder-tag' }),
      ownStrategy: await buildStrategy(intruder, { name: 'Intruder strategy' }),
    };
  });
  after(() => server.close());

  test('every route of the workspace groups has a case', () => {
    const groups = new Set(['tasks', 'micro-tasks', 'mvd', 'strategies', 'tags', 'habits', 'recurring']);
    const missing = allRoutes
      .filter((r) => groups.has(r.tag))
      .map((r) => r.operationId)
      .filter((id) => !(id in cases) && !listed.includes(id));
    assert.deepEqual(missing, []);
  });

  for (const [operationId, build] of Object.entries(cases)) {
    test(`${operationId}: 404 not_found without data`, async () => {
      for (const [method, url, body] of build(ids)) {
        const res = await intruder.request(method, url, body);
        assert.equal(res.statusCode, 404, `${method} ${url} ${res.body}`);
        assert.equal(errorCode(res), 'not_found');
        for (const secret of [
          'Owner secret',
          'private words',
          'Owner step',
          'Owner strategy',
          'owner-tag',
          'Owner habit',
          'Owner routine',
        ]) {
          assert.equal(res.body.includes(secret), false, `${method} ${url} leaks ${secret}`);
        }
      }
    });
  }

  test('lists and the MVD migration never show or take the other user’s rows', async () => {
    const tasks = (await intruder.get('/api/tasks')).json<TaskList>();
    assert.deepEqual(
      tasks.tasks.map((t) => t.title),
      ['Intruder task'],
    );
    // A page, a search through the index and the counts: only the intruder's own task.
    const page = (await intruder.get('/api/tasks?limit=10&q=secret')).json<TaskList>();
    assert.deepEqual(page.tasks, []);
    const counts = (await intruder.get('/api/tasks/counts?detail=1')).json<TaskCounts>();
    assert.equal(counts.views.all, 1);
    assert.deepEqual(counts.strategies, []);
    assert.deepEqual(counts.tags, []);
    // The summary, even asked for the owner's task by id: only the intruder's own task.
    const summary = await intruder.get(`/api/tasks/summary?ids=${ids.task.id},${ids.ownTask.id}`);
    assert.equal(summary.statusCode, 200);
    const overview = summary.json<TaskOverview>();
    assert.deepEqual(
      overview.tasks.map((t) => t.title),
      ['Intruder task'],
    );
    assert.deepEqual(overview.mvd, []);
    assert.equal(overview.stats.open, 1);
    assert.equal(summary.body.includes('Owner secret'), false);
    assert.deepEqual((await intruder.get('/api/mvd')).json(), { taskIds: [] });
    const migrated = await intruder.post('/api/mvd/migrate', { taskIds: [ids.task.id, randomUUID()] });
    assert.deepEqual(migrated.json(), { taskIds: [] });
    const strategies = (await intruder.get('/api/strategies')).json<{ strategies: Strategy[] }>();
    assert.deepEqual(
      strategies.strategies.map((s) => s.name),
      ['Intruder strategy'],
    );
    const tags = (await intruder.get('/api/tags')).json<{ tags: Tag[] }>();
    assert.deepEqual(
      tags.tags.map((t) => t.name),
      ['intruder-tag'],
    );
    // Same names are fine across users.
    assert.deepEqual((await intruder.get('/api/habits')).json<{ habits: HabitDto[] }>().habits, []);
    assert.deepEqual((await intruder.get('/api/recurring-templates')).json(), { templates: [] });
    assert.equal((await intruder.post('/api/tags', { name: 'OWNER-TAG' })).statusCode, 201);
    assert.equal((await intruder.post('/api/strategies', { name: 'Owner strategy' })).statusCode, 201);
  });

  test('the owner’s rows are untouched', async () => {
    const task = (await owner.get(`/api/tasks/${ids.task.id}`)).json<Task>();
    assert.equal(task.title, 'Owner secret');
    assert.equal(task.status, 'waiting');
    assert.equal(task.version, ids.task.version + 1, 'only the owner’s own step bumped it');
    assert.equal(task.strategyId, ids.strategy.id);
    assert.deepEqual(task.tagIds, [ids.tag.id]);
    assert.deepEqual(
      task.microTasks.map((m) => [m.title, m.completed]),
      [['Owner step', false]],
    );
    assert.deepEqual((await owner.get('/api/mvd')).json(), { taskIds: [ids.task.id] });
    assert.equal(
      (await owner.get(`/api/strategies/${ids.strategy.id}`)).json<Strategy>().name,
      'Owner strategy',
    );
    assert.equal((await owner.get(`/api/tags/${ids.tag.id}`)).json<Tag>().name, 'owner-tag');
    const [habit] = (await owner.get('/api/habits')).json<{ habits: HabitDto[] }>().habits;
    assert.equal(habit?.name, 'Owner habit');
    assert.deepEqual(habit?.history, []);
    assert.equal(habit?.version, 1);
    const template = (
      await owner.get(`/api/recurring-templates/${ids.template.id}`)
    ).json<RecurringTaskTemplateDto>();
    assert.equal(template.title, 'Owner routine');
    assert.equal(template.paused, false);
    assert.deepEqual(template.skipDays, []);
    assert.equal(template.version, 1);
  });
});
