// The anthropic and openai providers against a fake model server on loopback (the real SDKs speak
// HTTP to it): good replies, malformed JSON, empty content, 429 with retry-after, 500s and a timeout,
// each ending in the validated result or SPEC §8's fallback and message.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type FakeModelServer, startFakeModelServer } from '../../test/fake-model-server.ts';
import type { Assistant } from './assistant.ts';
import { createAssistant } from './create-assistant.ts';

let fake: FakeModelServer;
before(async () => {
  fake = await startFakeModelServer();
});
after(() => fake.close());

const now = new Date('2026-11-18T09:00:00Z');
const ref = { now, timeZone: 'Europe/Paris' };
const task = (id: string, title: string, importance = 5, urgency = 5) => ({
  id,
  title,
  description: '',
  status: 'waiting',
  importance,
  urgency,
  startDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  durationMinutes: 30,
  strategyId: null,
});
const tasks = [
  task('a', 'Call the bank'),
  task('b', 'Email Sarah', 9, 9),
  task('c', 'Buy milk'),
  task('d', 'Buy bread'),
];
const chatInput = (content: string) => ({
  messages: [{ role: 'user' as const, content }],
  tasks,
  strategies: [],
  templates: [],
  patterns: {},
  persona: 'kaia' as const,
  locale: 'ru' as const,
  ...ref,
});

const goodParse = JSON.stringify({
  tasks: [
    {
      title: 'Сдать отчёт'.padEnd(150, '!'),
      description: 'квартальный',
      priority: 'срочно',
      deadline_text: 'в пятницу',
      deadline_date: '2026-11-20',
      category: 'работа',
      estimated_time: '2 часа',
      subtasks: [{ title: 'План', estimated_time: '15 мин' }],
      tags: ['#Work', 'q4'],
    },
    { title: 'no category', priority: 'low', deadline_text: '' },
  ],
});

// Built the way the server builds them (createAssistant: the SDK module loads on first use).
const aiConfig = {
  anthropicApiKey: null,
  anthropicBaseUrl: null,
  model: 'big',
  fastModel: 'small',
  openaiBaseUrl: null,
  openaiApiKey: null,
  rateLimitPerMinute: 120,
};
const providers: Array<[string, (timeoutMs?: number) => Assistant]> = [
  [
    'anthropic',
    (timeoutMs = 5000) =>
      createAssistant(
        { ...aiConfig, provider: 'anthropic', anthropicApiKey: 'test-key', anthropicBaseUrl: fake.url },
        { timeoutMs },
      ),
  ],
  [
    'openai',
    (timeoutMs = 5000) =>
      createAssistant(
        { ...aiConfig, provider: 'openai', openaiBaseUrl: `${fake.url}/v1`, openaiApiKey: 'k' },
        { timeoutMs },
      ),
  ],
];

for (const [name, make] of providers) {
  describe(`${name} provider`, () => {
    test('a good reply is validated to SPEC §5 limits, with SPEC §7 tokens and model', async () => {
      fake.script({ kind: 'text', text: `Here you go:\n\`\`\`json\n${goodParse}\n\`\`\`` });
      const out = await make().parse({ text: 'сдать отчёт в пятницу', locale: 'ru', ...ref });
      assert.equal(out.source, name);
      assert.equal(out.notice, undefined);
      assert.equal(out.value.length, 1, 'the task without a category is dropped');
      const [t] = out.value;
      assert.equal(t?.title.length, 100);
      assert.equal(t?.priority, 'high');
      assert.equal(t?.category, 'work');
      assert.equal(t?.estimated_minutes, 120);
      assert.deepEqual(t?.tags, ['work', 'q4']);
      const body = fake.requests[0]?.body;
      assert.ok(body);
      assert.equal(body.model, 'big');
      if (name === 'openai') {
        assert.equal(body.max_tokens, 3000);
        assert.equal(body.temperature, 0.1);
      } else {
        assert.equal(body.max_tokens, 3000);
      }
    });

    test('the recommendation uses the fast model', async () => {
      fake.script({ kind: 'text', text: '{"strategy":"by_context","reasons":["calls"]}' });
      const out = await make().recommend(tasks, 'en');
      assert.deepEqual(out.value, { strategy: 'by_context', reasons: ['calls'] });
      assert.equal(fake.requests[0]?.body.model, 'small');
      assert.equal(fake.requests[0]?.body.max_tokens, 1000);
    });

    test('malformed JSON: parse falls back to the local engine with SPEC’s failure message', async () => {
      fake.script({ kind: 'text', text: '{"tasks": [ {"title": "oops"' });
      const out = await make().parse({ text: 'завтра купить хлеб', locale: 'ru', ...ref });
      assert.equal(out.source, 'local');
      assert.equal(out.notice?.message, 'Не удалось обработать запрос. Попробуйте позже.');
      assert.equal(out.value[0]?.title, 'Купить хлеб');
    });

    test('malformed grouping: local grouping with "Не удалось разобрать ответ ИИ"', async () => {
      fake.script({ kind: 'text', text: 'I would group them nicely.' });
      const out = await make().group(tasks, 'by_context', 'ru');
      assert.equal(out.notice?.message, 'Не удалось разобрать ответ ИИ');
      assert.equal(out.source, 'local');
    });

    test('a grouping with unknown and duplicate ids is cleaned', async () => {
      fake.script({
        kind: 'text',
        text: JSON.stringify({
          groups: [
            { name: 'X', tasks: ['a', 'zzz', 'b', 'a'], color: 'pink', efficiency_score: 1 },
            { name: 'Y', tasks: ['c'] },
          ],
          efficiency_score: 250,
        }),
      });
      const out = await make().group(tasks, 'smart_batching', 'en');
      assert.equal(out.source, name);
      assert.deepEqual(
        out.value.groups.map((g) => g.tasks),
        [['a', 'b']],
      );
      assert.equal(out.value.groups[0]?.color, 'blue');
      assert.deepEqual(out.value.ungroupedTasks, ['c', 'd']);
      assert.equal(out.value.efficiencyScore, 100);
    });

    test('empty content: the chat asks to rephrase (SPEC §8)', async () => {
      fake.script({ kind: 'empty' });
      const out = await make().chat(chatInput('привет'));
      assert.equal(
        out.value.message,
        'Получил ваше сообщение, но возникли трудности с формированием ответа. Можете переформулировать?',
      );
      assert.deepEqual(out.value.actions, []);
    });

    test('a JSON chat reply with an empty message becomes "Ответ получен"; actions validated', async () => {
      fake.script({
        kind: 'text',
        text: JSON.stringify({
          message: '',
          actions: [
            { type: 'create', taskData: { title: 'Позвонить', importance: 99 } },
            { type: 'create_subtasks', taskId: 'nope', subtasks: ['x'] },
            { type: 'explode' },
          ],
        }),
      });
      const out = await make().chat(chatInput('добавь позвонить'));
      assert.equal(out.value.message, 'Ответ получен');
      assert.equal(out.value.actions.length, 1);
      assert.equal(out.value.actions[0]?.taskData?.importance, 10);
      assert.equal(out.value.actions[0]?.applied, false);
    });

    test('a non-JSON chat reply: keyword fallback, else the raw text', async () => {
      fake.script({ kind: 'text', text: 'Sure, I can help with that.' });
      const withIntent = await make().chat(chatInput('добавь задачу купить молоко'));
      assert.equal(withIntent.value.actions[0]?.type, 'create');
      const plain = await make().chat(chatInput('как дела?'));
      assert.equal(plain.value.message, 'Sure, I can help with that.');
      assert.deepEqual(plain.value.actions, []);
    });

    test('429 with retry-after: the SDK waits and retries, then succeeds', async () => {
      fake.script(
        { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
        { kind: 'text', text: '{"strategy":"by_time","reasons":[]}' },
      );
      const started = Date.now();
      const out = await make().recommend(tasks, 'en');
      assert.equal(out.value.strategy, 'by_time');
      assert.equal(fake.requests.length, 2);
      assert.ok(Date.now() - started >= 900, 'retry-after was honoured');
    });

    test('500s beyond the retries: the chat answers SPEC’s failure message, no actions', async () => {
      fake.script({ kind: 'status', status: 500 });
      const out = await make().chat(chatInput('добавь задачу'));
      assert.equal(
        out.value.message,
        'Извините, сейчас у меня проблемы с обработкой запросов. Попробуйте позже.',
      );
      assert.deepEqual(out.value.actions, []);
      assert.equal(fake.requests.length, 3, 'one request and two retries');
    });

    test('a timeout: grouping falls back locally with "Failed to group tasks"', async () => {
      fake.script({ kind: 'hang' });
      const out = await make(200).group(tasks, 'by_energy', 'en');
      assert.equal(out.notice?.message, 'Failed to group tasks. Please try again later.');
      assert.equal(out.source, 'local');
    });

    test('priorities naming an unknown task fall back to the local ranking (confidence 60)', async () => {
      fake.script({ kind: 'text', text: '{"topPriority":{"taskId":"ghost","reason":"x","confidence":99}}' });
      const out = await make().priorities(tasks, { locale: 'en', persona: 'arto', ...ref });
      assert.equal(out?.value.topPriority.taskId, 'b');
      assert.equal(out?.value.topPriority.confidence, 60);
      assert.equal(out?.source, 'local');
    });
  });
}
