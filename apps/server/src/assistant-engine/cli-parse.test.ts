// `nova ai parse`: stdin to one JSON object on stdout; bad flags (of parse and eval) are one stderr
// line and exit 2; on the local engine the server's configuration is not even read.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-ai-cli-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], input: string, env: Record<string, string> = {}) {
  const { AI_PROVIDER: _p, ...base } = process.env;
  return spawnSync(process.execPath, [cli, 'ai', ...args], {
    input,
    encoding: 'utf8',
    env: { ...base, DATA_DIR: dataDir, ...env },
    timeout: 30_000,
  });
}

test('parses stdin into {"tasks":[...]} with --now, --tz and --locale', () => {
  const out = run(
    ['parse', '--now', '2026-11-18T22:30:00Z', '--tz', 'Europe/Moscow', '--locale', 'ru'],
    'завтра купить хлеб и позвонить маме\nсрочно сдать отчёт',
  );
  assert.equal(out.status, 0, out.stderr);
  const lines = out.stdout.trim().split('\n');
  assert.equal(lines.length, 1, 'one JSON object');
  const { tasks } = JSON.parse(lines[0] ?? '') as { tasks: Array<Record<string, unknown>> };
  assert.deepEqual(
    tasks.map((t) => [t.title, t.deadline_date, t.priority]),
    [
      ['Купить хлеб', '2026-11-20', 'medium'], // 01:30 on the 19th in Moscow: tomorrow is the 20th
      ['Позвонить маме', '2026-11-20', 'medium'],
      ['Сдать отчёт', null, 'high'],
    ],
  );
  for (const key of [
    'title',
    'description',
    'priority',
    'deadline_text',
    'deadline_date',
    'category',
    'estimated_time',
    'estimated_minutes',
    'subtasks',
    'tags',
  ]) {
    assert.ok(tasks[0] && key in tasks[0], key);
  }
});

test('empty or meaningless text prints {"tasks":[]} and exits 0', () => {
  for (const input of ['', '   \n', '???', 'asdf']) {
    const out = run(['parse'], input);
    assert.equal(out.status, 0, out.stderr);
    assert.equal(out.stdout.trim(), '{"tasks":[]}');
  }
});

test('bad flags: one line on stderr, exit 2, nothing on stdout', () => {
  for (const args of [
    ['parse', '--bogus'],
    ['parse', '--tz', 'Mars/Base'],
    ['parse', '--locale', 'de'],
    ['parse', '--now', 'yesterday'],
    ['parse', '--json'],
    ['eval', '--only', 'dates'],
    ['eval', '--limit', '0'],
    ['eval', '--tz', 'Europe/Paris'],
    ['frobnicate'],
    [],
  ]) {
    const out = run(args, 'x');
    assert.equal(out.status, 2, args.join(' '));
    assert.equal(out.stdout, '');
    assert.equal(out.stderr.trim().split('\n').length, 1, out.stderr);
  }
});

test('on the local engine, parsing reads no server configuration (it loads only the parser)', () => {
  const out = run(['parse', '--now', '2026-11-18T09:00:00Z'], 'завтра купить хлеб', { PORT: 'not a port' });
  assert.equal(out.status, 0, out.stderr);
  assert.equal(JSON.parse(out.stdout).tasks[0].title, 'Купить хлеб');
  const provider = run(['parse'], 'x', { AI_PROVIDER: 'openai' });
  assert.equal(provider.status, 1, 'another provider needs its configuration');
  assert.match(provider.stderr, /OPENAI_BASE_URL is missing/);
});
