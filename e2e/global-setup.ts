// Starts what the end-to-end suite runs against, once per run: a loopback OpenID Connect issuer and a
// fresh Nova server (temp DATA_DIR, SQLite, built web app) wired to it. The ports come from
// playwright.config.ts through the environment; the returned function stops both.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOidcIssuer } from '../apps/server/test/oidc-issuer.ts';
import { buildServerIfStale, buildWebIfStale, serverBundle } from '../scripts/start.ts';
import { startMailDrop } from './delegation-mail.ts';
import { e2eEnv, oidcClient, root } from './env.ts';

async function waitForHealth(url: string, exited: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the Nova server exited during start; see test-results/e2e-server.log');
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms; see test-results/e2e-server.log`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildWebIfStale();
  buildServerIfStale();
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
  const server = spawn(process.execPath, [serverBundle, 'serve'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: oidcClient.client_id,
      OIDC_CLIENT_SECRET: oidcClient.client_secret,
      OIDC_NAME: oidcClient.name,
      LOG_LEVEL: 'warn',
      SMTP_URL: mail.url,
    },
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await issuer.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
