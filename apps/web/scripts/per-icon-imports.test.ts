import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { lucideIconFiles, rewriteIconImports } from './per-icon-imports.ts';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('lucide-react/package.json'));
const files = lucideIconFiles(readFileSync(join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8'));

describe('per-icon imports of lucide-react', () => {
  it('maps every export name, aliases included, to a file that exists', () => {
    assert.ok(files.size > 1000);
    assert.equal(files.get('ChevronDown'), 'chevron-down.mjs');
    assert.equal(files.get('ChevronDownIcon'), 'chevron-down.mjs');
    assert.equal(files.get('LucideChevronDown'), 'chevron-down.mjs');
    for (const name of ['Check', 'X', 'Trash2', 'CheckCircle']) {
      const file = files.get(name);
      assert.ok(file, name);
      assert.ok(readFileSync(join(packageDir, 'dist/esm/icons', file)).length > 0);
    }
  });

  it('rewrites icons to one default import each and keeps the rest on the barrel', () => {
    const code = `import { Check, X as Close,\n  createLucideIcon } from "lucide-react";\nconst a = 1;`;
    assert.equal(
      rewriteIconImports(code, files),
      "import Check from 'lucide-react/dist/esm/icons/check.mjs';" +
        "import Close from 'lucide-react/dist/esm/icons/x.mjs';" +
        "import { createLucideIcon } from 'lucide-react';\nconst a = 1;",
    );
  });

  it('leaves a module without icon imports alone', () => {
    assert.equal(rewriteIconImports(`import { createLucideIcon } from 'lucide-react';`, files), null);
    assert.equal(rewriteIconImports(`import { useState } from 'react';`, files), null);
  });
});
