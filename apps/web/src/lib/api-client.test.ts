// The API client's CSRF token: a page shown from the saved cache knows the user but not the token, so
// its first write asks for the session once (concurrent writes share that one check) and then sends
// the token; sign-in and sign-up never wait for it; reads never do.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { apiRequest, setCsrfLoader, setCsrfToken } from './api-client.ts';

type Sent = { url: string; method: string; csrf: string | null };
let sent: Sent[] = [];
const realFetch = globalThis.fetch;

function serve(): void {
  sent = [];
  globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: String(input), method: init?.method ?? 'GET', csrf: headers.get('x-csrf-token') });
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

afterEach(() => {
  globalThis.fetch = realFetch;
  setCsrfToken(null);
});

test('a write without a token asks for the session once, then sends the token', async () => {
  serve();
  let checks = 0;
  setCsrfLoader(async () => {
    checks++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    setCsrfToken('from-session');
  });
  await Promise.all([
    apiRequest('/api/progress/settings', { method: 'PUT', body: { enabled: true } }),
    apiRequest('/api/tasks', { method: 'POST', body: { title: 'x' } }),
  ]);
  assert.equal(checks, 1, 'one session check for both writes');
  assert.deepEqual(
    sent.map((s) => s.csrf),
    ['from-session', 'from-session'],
  );
});

test('reads, sign-in and sign-up never wait for a token; a known token is used as it is', async () => {
  serve();
  let checks = 0;
  setCsrfLoader(async () => {
    checks++;
  });
  await apiRequest('/api/tasks');
  await apiRequest('/api/auth/sign-in', { method: 'POST', body: {} });
  await apiRequest('/api/auth/sign-up', { method: 'POST', body: {} });
  assert.equal(checks, 0);
  setCsrfToken('known');
  await apiRequest('/api/auth/sign-out', { method: 'POST' });
  assert.equal(checks, 0);
  assert.equal(sent.at(-1)?.csrf, 'known');
});

test('a failed session check still sends the write (the server decides)', async () => {
  serve();
  setCsrfLoader(async () => {
    throw new Error('offline');
  });
  await apiRequest('/api/tasks', { method: 'POST', body: { title: 'x' } });
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.csrf, null);
});
