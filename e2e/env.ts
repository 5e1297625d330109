// Where the end-to-end run's server and OIDC issuer listen. The config picks two free ports once, in
// the runner process, and passes them to workers (which inherit the environment) as NOVA_E2E_*.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/server-process.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The client the server is registered as at the loopback issuer; OIDC_NAME is the button label. */
export const oidcClient = { client_id: 'nova-e2e', client_secret: 'nova-e2e-secret', name: 'Loopback ID' };

export async function reservePorts(): Promise<void> {
  process.env.NOVA_E2E_PORT ??= String(await freePort());
  process.env.NOVA_E2E_ISSUER_PORT ??= String(await freePort());
}

export function e2eEnv(): { serverPort: number; issuerPort: number; baseURL: string } {
  const serverPort = Number(process.env.NOVA_E2E_PORT);
  const issuerPort = Number(process.env.NOVA_E2E_ISSUER_PORT);
  if (!serverPort || !issuerPort) throw new Error('NOVA_E2E_PORT/NOVA_E2E_ISSUER_PORT are not set');
  return { serverPort, issuerPort, baseURL: `http://127.0.0.1:${serverPort}` };
}
