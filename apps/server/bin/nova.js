#!/usr/bin/env node
// `npx nova`: runs the TypeScript CLI under the project's Node 24 (system Node may be older).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);
if (major >= 24) {
  const { main } = await import(cli);
  const code = await main(process.argv.slice(2));
  if (code >= 0) process.exitCode = code;
} else {
  const local = fileURLToPath(new URL('../../../node_modules/node/bin/node', import.meta.url));
  const node = existsSync(local) ? local : 'node';
  const result = spawnSync(node, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}
