// Build plugin: `import { Check, X as Close } from 'lucide-react'` becomes one import per icon module
// (`lucide-react/dist/esm/icons/check.mjs`), so the bundler knows which module imports which icon and
// the icon chunk can be split by who uses it (vite.config.ts `iconChunk`): through the package's
// barrel every icon looked reachable from the shell, and the first load carried the lazy screens'
// icons too. Only value imports of icons are rewritten (types are gone by the time this runs); any
// other name from the package stays on the barrel import.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const importFromLucide = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;

/** Export name → icon file (`check.mjs`), read from the package's own ES barrel. */
export function lucideIconFiles(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const line = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+\.mjs)'/g;
  for (const [, names = '', file = ''] of barrelSource.matchAll(line)) {
    for (const part of names.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(part.trim())?.[1];
      if (name) files.set(name, file);
    }
  }
  return files;
}

/** The rewritten module text, or null when it imports no icon from the barrel. */
export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(importFromLucide, (whole, names: string) => {
    const perIcon: string[] = [];
    const rest: string[] = [];
    for (const raw of names.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const [imported = '', local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const file = files.get(imported);
      if (file) perIcon.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}';`);
      else rest.push(spec);
    }
    if (perIcon.length === 0) return whole;
    changed = true;
    const barrel = rest.length > 0 ? `import { ${rest.join(', ')} } from 'lucide-react';` : '';
    return perIcon.join('') + barrel;
  });
  return changed ? out : null;
}

export function perIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'nova-per-icon-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('lucide-react'))
        return null;
      if (!files) {
        const require = createRequire(import.meta.url);
        const pkg = require.resolve('lucide-react/package.json');
        files = lucideIconFiles(readFileSync(join(dirname(pkg), 'dist/esm/lucide-react.mjs'), 'utf8'));
      }
      const out = rewriteIconImports(code, files);
      return out === null ? null : { code: out, map: null };
    },
  };
}
