// The `nova` command as an operator meets it: help, migrate, one-line start-up errors, graceful stop.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const bin = fileURLToPath(new URL('../bin/nova.js', import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), 'nova-cli-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: path.join(temp, 'data'), LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const oneLine = (text: string) => text.trim().split('\n').filter(Boolean);

describe('nova CLI', () => {
  test('--help lists serve and migrate', () => {
    const { code, stdout } = run(['--help']);
    assert.equal(code, 0);
    assert.match(stdout, /serve/);
    assert.match(stdout, /migrate/);
  });

  test('the bin wrapper works from any Node and an unknown command exits 2', () => {
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: nova/);
    const unknown = run(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown command: frobnicate/);
  });

  test('migrate applies the migrations once, then reports the database up to date', () => {
    const env = { DATABASE_URL: path.join(temp, 'migrate.sqlite') };
    const first = run(['migrate'], env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /Applied \d+ migration/);
    const second = run(['migrate'], env);
    assert.equal(second.code, 0);
    assert.match(second.stdout, /up to date/);
  });

  test('a bad setting stops the process with one line naming the variable', () => {
    for (const [env, pattern] of [
      [{ PORT: 'eighty' }, /^nova: Invalid PORT: expected .*port/],
      [{ AI_PROVIDER: 'skynet' }, /^nova: Invalid AI_PROVIDER: expected one of local, anthropic, openai/],
      [{ OIDC_ISSUER: 'https://id.example.org' }, /^nova: OIDC_CLIENT_ID is missing/],
      [{ DATABASE_URL: 'mysql://x@y/z' }, /^nova: Invalid DATABASE_URL/],
    ] as const) {
      const { code, stderr } = run(['migrate'], env);
      assert.equal(code, 1, JSON.stringify(env));
      assert.equal(oneLine(stderr).length, 1, stderr);
      assert.match(stderr, pattern);
    }
  });

  test('an unwritable data directory is one line with the fix', () => {
    const file = path.join(temp, 'not-a-dir');
    writeFileSync(file, 'x');
    const { code, stderr } = run(['migrate'], { DATA_DIR: path.join(file, 'data') });
    assert.equal(code, 1);
    assert.equal(oneLine(stderr).length, 1, stderr);
    assert.match(stderr, /not writable.*DATA_DIR/);
    if (process.getuid?.() !== 0) {
      const locked = path.join(temp, 'locked');
      rmSync(locked, { force: true, recursive: true });
      spawnSync('mkdir', [locked]);
      chmodSync(locked, 0o500);
      assert.match(run(['migrate'], { DATA_DIR: locked }).stderr, /not writable/);
    }
  });

  test('PostgreSQL unreachable, or a missing database, is one line with the fix', () => {
    const unreachable = run(['migrate'], { DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/test' });
    assert.equal(unreachable.code, 1);
    assert.equal(oneLine(unreachable.stderr).length, 1, unreachable.stderr);
    assert.match(unreachable.stderr, /127\.0\.0\.1:1/);
    assert.equal(unreachable.stderr.includes('hunter2'), false, 'the password is never printed');
    const missing = run(['migrate'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/nova_no_such_db' });
    assert.equal(missing.code, 1);
    assert.equal(oneLine(missing.stderr).length, 1, missing.stderr);
    assert.match(missing.stderr, /nova_no_such_db/);
  });

  test('a port in use is one line with the fix', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '0.0.0.0', () => {
        const address = blocker.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const { code, stderr } = run(['serve'], {
        PORT: String(port),
        DATABASE_URL: path.join(temp, 'port.sqlite'),
      });
      assert.equal(code, 1);
      assert.equal(oneLine(stderr).length, 1, stderr);
      assert.match(stderr, new RegExp(`Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });

  test('SIGTERM finishes in-flight requests, closes streams and exits 0', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const child = spawn(process.execPath, [cli, 'serve'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(temp, 'graceful'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    // A request is in flight when the signal arrives: its headers are sent, its body is finished only
    // after the signal, over a raw socket so nothing buffers it.
    const body = JSON.stringify({ email: 'inflight@example.org', password: 'graceful stop' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/auth/sign-up HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    socket.write(body.slice(10));
    await closed;
    assert.match(answer, /^HTTP\/1\.1 201/, 'the in-flight request completed');
    assert.match(answer, /connection: close/i);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 0);
  });
});
