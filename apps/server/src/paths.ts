// Where the server package lives on disk, the same whether running from src/*.ts (tests, dev) or from
// the bundled dist/nova.js (`npm start`): the nearest folder upwards that holds a package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const defaultWebDist = path.resolve(serverRoot, '..', 'web', 'dist');
