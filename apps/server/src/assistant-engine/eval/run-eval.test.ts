// The evaluation against every provider: the local engine, and Anthropic and OpenAI-compatible
// servers played by the loopback fake model server (the real SDKs speak HTTP to it). A provider's
// answers are scored as given; a failing provider's cases are counted as answered by the fallback.
// `npm run eval:ai` itself runs as a child process against the fake server.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type FakeModelServer, startFakeModelServer } from '../../../test/fake-model-server.ts';
import { localAssistant } from '../assistant.ts';
import { createAssistant } from '../create-assistant.ts';
import { formatEval, runEval, summarizeEval } from './run-eval.ts';
import { percent, sum } from './score.ts';
import { loadChatTable, loadParseTable } from './tables.ts';

let fake: FakeModelServer;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-ai-eval-'));
before(async () => {
  fake = await startFakeModelServer();
});
after(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const aiConfig = {
  anthropicApiKey: null,
  anthropicBaseUrl: null,
  model: 'big',
  fastModel: 'small',
  openaiBaseUrl: null,
  openaiApiKey: null,
  rateLimitPerMinute: 120,
};

test('the local engine: every case of both tables, no fallback, the text report', async () => {
  const result = await runEval(localAssistant());
  assert.equal(result.parse?.cases, loadParseTable().cases.length);
  assert.equal(result.chat?.cases, loadChatTable().cases.length);
  assert.equal(result.parse?.fallbacks, 0);
  assert.ok(percent(sum(Object.values(result.parse?.score.fields ?? {}))) >= 97);
  assert.ok(percent(sum(Object.values(result.chat?.score.intents ?? {}))) >= 97);
  const text = formatEval(result, 'local (built-in engine)');
  for (const line of [
    'Parse: ',
    'deadline date',
    'Chat: ',
    'create_strategy',
    'commands turned into a task: 0',
  ])
    assert.ok(text.includes(line), line);
  assert.match(text, /latency p50 [\d.]+ ms, p95 [\d.]+ ms/);
});

// The first parse case ('завтра купить хлеб') and the first chat cases (all 'create') answered well.
const goodParse = JSON.stringify({
  tasks: [
    {
      title: 'Купить хлеб',
      priority: 'medium',
      deadline_text: 'завтра',
      deadline_date: '2026-11-19',
      category: 'покупки',
      estimated_time: '15 мин',
    },
  ],
});
const goodChat = JSON.stringify({
  message: 'Добавлю.',
  actions: [{ type: 'create', taskData: { title: 'Buy bread' }, suggestion: { confidence: 8 } }],
});

const providers = [
  [
    'anthropic',
    () => ({ ...aiConfig, provider: 'anthropic' as const, anthropicApiKey: 'k', anthropicBaseUrl: fake.url }),
  ],
  [
    'openai',
    () => ({ ...aiConfig, provider: 'openai' as const, openaiBaseUrl: `${fake.url}/v1`, openaiApiKey: 'k' }),
  ],
] as const;

for (const [name, config] of providers) {
  describe(`the ${name} provider on the fake model server`, () => {
    test('its answers are scored as given, one request per case', async () => {
      fake.script({ kind: 'text', text: goodParse });
      const parsed = await runEval(createAssistant(config()), { only: 'parse', limit: 1 });
      assert.equal(parsed.provider, name);
      assert.equal(fake.requests.length, 1);
      assert.equal(parsed.parse?.fallbacks, 0);
      assert.deepEqual(summarizeEval(parsed).parse?.accuracy, {
        count: 100,
        t: 100,
        d: 100,
        p: 100,
        c: 100,
        m: 100,
      });

      fake.script({ kind: 'text', text: goodChat });
      const chat = await runEval(createAssistant(config()), { only: 'chat', limit: 3 });
      assert.equal(fake.requests.length, 3);
      assert.equal(chat.chat?.fallbacks, 0);
      assert.deepEqual(chat.chat?.score.intents, { create: { hit: 3, total: 3 } });
      assert.equal(chat.parse, undefined);
    });

    test('a wrong answer is a miss; a failing provider is counted as the fallback', async () => {
      fake.script({ kind: 'text', text: goodChat });
      const chat = await runEval(createAssistant(config()), { only: 'chat' });
      const none = chat.chat?.score.intents.none;
      assert.ok(none && none.hit === 0 && none.total > 0, 'a create for every message misses every "none"');
      assert.ok((chat.chat?.score.commandsAsTasks.length ?? 0) > 20);

      fake.script({ kind: 'status', status: 400 });
      const failed = await runEval(createAssistant(config()), { only: 'parse', limit: 2 });
      assert.equal(failed.parse?.fallbacks, 2);
      assert.match(formatEval(failed, name), /answered by the local fallback: 2\/2/);
    });
  });
}

test('npm run eval:ai reads the provider from the environment and prints the report', async () => {
  fake.script({ kind: 'text', text: goodParse });
  const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url));
  const { AI_PROVIDER: _p, ...base } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'ai', 'eval', '--only', 'parse', '--limit', '1', '--json'],
    {
      env: {
        ...base,
        DATA_DIR: dataDir,
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        AI_MODEL: 'm',
      },
      timeout: 30_000,
    },
  );
  const report = JSON.parse(stdout) as ReturnType<typeof summarizeEval>;
  assert.equal(report.provider, 'openai');
  assert.equal(report.parse?.overall, 100);
  assert.equal(report.parse?.fallbacks, 0);
  assert.equal(fake.requests[0]?.body.model, 'm');
});
