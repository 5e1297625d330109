// Bundles the server into one file, dist/nova.js, which `npm start` runs: loading one module instead
// of ~700 small ones halves the cold start and trims memory (figures in docs/decisions/0006-server-bundle.md).
import path from 'node:path';
import { rolldown } from 'rolldown';
import { serverRoot } from '../src/paths.ts';

export async function buildServer(): Promise<string> {
  const file = path.join(serverRoot, 'dist', 'nova.js');
  const bundle = await rolldown({
    input: path.join(serverRoot, 'src', 'cli.ts'),
    platform: 'node',
    logLevel: 'warn',
    // pg's optional native binding is never installed; pg falls back to its JavaScript client.
    external: ['pg-native'],
  });
  await bundle.write({ file, format: 'esm', sourcemap: false });
  await bundle.close();
  return file;
}

if (import.meta.main) {
  const file = await buildServer();
  console.log(`Built ${path.relative(process.cwd(), file)}`);
}
