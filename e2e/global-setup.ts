// Starts what the end-to-end suite runs against, once per run: a loopback OpenID Connect issuer and a
// fresh Nova server (temp DATA_DIR, SQLite, built web app) wired to it. The ports come from
// playwright.config.ts through the environment; the returned function stops both.
// The server runs from a copy of the builds (server bundle and web app) taken at start, so a rebuild
// in the working tree during the run (another run, an editor's build) cannot pull files from under it;
// spawning, the health wait and stopping are scripts/server-process.ts, as for the benchmarks.
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOidcIssuer } from '../apps/server/test/oidc-issuer.ts';
import { spawnServer, waitForHealth } from '../scripts/server-process.ts';
import { buildServerIfStale, buildWebIfStale } from '../scripts/start.ts';
import { startMailDrop } from './delegation-mail.ts';
import { e2eEnv, oidcClient, root } from './env.ts';

/**
 * apps/server/{package.json,dist} and apps/web/dist copied into a temp tree of the same shape (the
 * server finds the web app at ../web/dist from its package); retried while index.html names assets
 * that are not there, i.e. while another build is writing dist.
 */
async function snapshotBuilds(): Promise<{ dir: string; bundle: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-e2e-app-'));
  for (let attempt = 1; ; attempt++) {
    rmSync(join(dir, 'apps'), { recursive: true, force: true });
    cpSync(join(root, 'apps', 'server', 'package.json'), join(dir, 'apps', 'server', 'package.json'));
    cpSync(join(root, 'apps', 'server', 'dist'), join(dir, 'apps', 'server', 'dist'), { recursive: true });
    cpSync(join(root, 'apps', 'web', 'dist'), join(dir, 'apps', 'web', 'dist'), { recursive: true });
    const web = join(dir, 'apps', 'web', 'dist');
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    if (assets.every((asset) => existsSync(join(web, asset)))) {
      return { dir, bundle: join(dir, 'apps', 'server', 'dist', 'nova.js') };
    }
    if (attempt === 10) throw new Error('apps/web/dist stayed incomplete (another build running?)');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildWebIfStale();
  buildServerIfStale();
  const app = await snapshotBuilds();
  const { serverPort, issuerPort, baseURL } = e2eEnv();
  const issuer = await startOidcIssuer({
    port: issuerPort,
    clients: [{ ...oidcClient, redirect_uris: [`${baseURL}/api/auth/oidc/oidc/callback`] }],
  });

  // Delegation e-mails go to a loopback SMTP server (delegation-mail.ts); specs read them from files.
  const mail = await startMailDrop();
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-e2e-'));
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results', 'e2e-server.log'));
  const server = spawnServer({
    bundle: app.bundle,
    cwd: root,
    port: serverPort,
    dataDir,
    log,
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: oidcClient.client_id,
      OIDC_CLIENT_SECRET: oidcClient.client_secret,
      OIDC_NAME: oidcClient.name,
      SMTP_URL: mail.url,
      // The specs sign up more accounts than the per-address limit allows in a minute; API sign-ups
      // give each account its own address in X-Forwarded-For (fixtures.ts clientAddress).
      TRUST_PROXY: 'true',
      // Reminders go to a push service on loopback (reminders.spec.ts), which speaks http.
      PUSH_ALLOW_HTTP: 'true',
    },
  });

  const stop = async () => {
    await server.stop();
    await issuer.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(app.dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, { intervalMs: 50 });
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n(all of its output: test-results/e2e-server.log)`, { cause: error });
  }
  return stop;
}
