// A template created (or resumed, or rescheduled) while the scheduler sleeps brings its due task within
// moments: the write's `recurring.changed` event pokes the scheduler (compose.ts), instead of the task
// waiting for the next wake-up (up to a minute). Both through the recurring API and the assistant's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TaskList } from '@nova/core/contracts/tasks';
import { put, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, testDbKind } from '../../../test/test-server.ts';

async function titled(agent: SignedInAgent, title: string): Promise<number> {
  const { tasks } = (await agent.get('/api/tasks')).json<TaskList>();
  return tasks.filter((t) => t.title === title).length;
}

/** Polls for at most 10 s, well under the scheduler's minute of sleep. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test(`a new template due today brings its task at once, not at the next wake-up (${testDbKind})`, async () => {
  const server = await buildTestServer();
  try {
    const agent = await signedIn(server);
    assert.equal((await put(agent, '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode, 200);
    server.clock.set('2026-04-10T09:00:00.000Z');
    await server.app.scheduler.start(); // nothing to do: it sleeps for a minute
    const created = await agent.post('/api/recurring-templates', {
      title: 'Poked',
      pattern: { type: 'daily' },
      time: '08:00',
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.ok(
      await eventually(async () => (await titled(agent, 'Poked')) === 1),
      'the task came within 10 s',
    );

    const fromChat = await agent.post('/api/ai/recurring/templates', {
      title: 'From the chat',
      category: 'health',
      estimatedDuration: 15,
      pattern: { type: 'daily', timeOfDay: 'morning', daysOfWeek: [], interval: null },
    });
    assert.equal(fromChat.statusCode, 201, fromChat.body);
    assert.ok(await eventually(async () => (await titled(agent, 'From the chat')) === 1));
    await server.app.scheduler.stop();
    assert.equal(await titled(agent, 'Poked'), 1, 'once');
  } finally {
    await server.close();
  }
});
