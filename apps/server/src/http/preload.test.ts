// Link preload headers for the web app's HTML: which files a screen gets, in which language, and that
// the SPA fallback sends them (and nothing without a build manifest).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';
import { languageFrom, preloadsFromManifest, renderBlocking } from './preload.ts';

// The shape of apps/web's dist/.vite/manifest.json, cut down.
const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/main-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js'] },
  'src/app/tasks-screen.tsx': {
    file: 'assets/tasks-screen-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_icons-1.js'],
    css: ['assets/tasks-screen-1.css', 'assets/main-1.css'],
  },
  'src/locales/en/common.json': { file: 'assets/common-en.js', isDynamicEntry: true },
  'src/locales/fr/common.json': { file: 'assets/common-fr.js', isDynamicEntry: true },
  'src/locales/en/tasks.json': { file: 'assets/tasks-en.js', isDynamicEntry: true },
  'src/locales/fr/tasks.json': { file: 'assets/tasks-fr.js', isDynamicEntry: true },
  'src/locales/en/assistant.json': { file: 'assets/assistant-en.js', isDynamicEntry: true },
  'src/locales/fr/assistant.json': { file: 'assets/assistant-fr.js', isDynamicEntry: true },
};

const files = (link: string | null) =>
  (link ?? '')
    .split(', ')
    .map((part) => part.replace(/^<\/([^>]+)>.*$/, '$1'))
    .filter(Boolean);

describe('languageFrom', () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['ru', 'ru'],
    ['de-DE,de;q=0.9,ru;q=0.5', 'ru'],
    ['de, en;q=0.1, fr;q=0.5', 'fr'],
    ['fr;q=0, ru;q=0.2', 'ru'],
    ['ja', 'en'],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} -> ${expected}`, () => assert.equal(languageFrom(header), expected));
  }
});

describe('preloadsFromManifest', () => {
  const preloads = preloadsFromManifest(manifest);

  test('/app: its page chunk and static imports not already in index.html, its CSS, its texts', () => {
    const link = preloads.linkFor('/app', 'en-GB,en;q=0.9');
    assert.deepEqual(files(link), [
      'assets/common-en.js',
      'assets/tasks-screen-1.js',
      'assets/icons-1.js',
      'assets/tasks-en.js',
      'assets/assistant-en.js',
      'assets/tasks-screen-1.css',
    ]);
    assert.match(link ?? '', /<\/assets\/tasks-screen-1\.js>; rel=modulepreload; crossorigin/);
    assert.match(link ?? '', /<\/assets\/tasks-screen-1\.css>; rel=preload; as=style; crossorigin/);
    assert.equal(preloads.linkFor('/app/', 'en'), link);
  });

  test('another language also gets the English fallback texts i18next reads', () => {
    const got = files(preloads.linkFor('/app', 'fr'));
    for (const file of [
      'assets/common-fr.js',
      'assets/common-en.js',
      'assets/tasks-fr.js',
      'assets/tasks-en.js',
    ]) {
      assert.ok(got.includes(file), file);
    }
  });

  test('other screens get the shell texts only; missing locale files are skipped', () => {
    assert.deepEqual(files(preloads.linkFor('/priorities', 'en')), ['assets/common-en.js']);
    assert.deepEqual(files(preloads.linkFor('/', 'ru')), ['assets/common-en.js']);
  });
});

test('the head’s stylesheets and classic scripts come first, module scripts and the body are left out', () => {
  const html =
    '<head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/main-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/main-1.css">' +
    '</head><body><script src="/late.js"></script></body>';
  const first = renderBlocking(html);
  assert.deepEqual(first, [
    '</theme-init.js>; rel=preload; as=script',
    '</assets/main-1.css>; rel=preload; as=style; crossorigin',
  ]);
  const link = preloadsFromManifest(manifest, first).linkFor('/app', 'en');
  assert.deepEqual(files(link).slice(0, 3), ['theme-init.js', 'assets/main-1.css', 'assets/common-en.js']);
});

describe(`SPA fallback with preload headers (${testDbKind})`, () => {
  let server: TestServer;
  let web: string;
  before(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'nova-web-'));
    mkdirSync(path.join(web, '.vite'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Nova</title><div id="root"></div>');
    writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await buildTestServer({ webDist: web });
  });
  after(async () => {
    await server.close();
    rmSync(web, { recursive: true, force: true });
  });

  test('GET /app answers the HTML with the screen’s Link header; API answers have none', async () => {
    const agent = new Agent(server.app);
    const app = await agent.get('/app', { 'accept-language': 'fr' });
    assert.equal(app.statusCode, 200);
    assert.ok(files(String(app.headers.link)).includes('assets/tasks-fr.js'));
    const health = await agent.get('/api/health');
    assert.equal(health.headers.link, undefined);
  });
});
