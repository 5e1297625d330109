// The import rules of scripts/boundaries.ts hold on the repository, and the scanner does flag each kind
// of violation (shown on made-up files, so a broken scanner cannot pass by finding nothing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findViolations, importsOf, readSources } from './boundaries.ts';

describe('import boundaries', () => {
  it('hold on the repository', () => {
    const files = readSources(['apps/web/src', 'apps/web/test', 'packages/core/src', 'apps/server/src']);
    assert.ok(files.length > 300, `read ${files.length} files`);
    assert.ok(files.filter((f) => f.path.endsWith('.service.ts')).length > 10, 'read the server services');
    assert.deepEqual(findViolations(files), []);
  });

  it('finds static, re-exported, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      'import {',
      '  f,',
      "} from './f.ts';",
    ].join('\n');
    assert.deepEqual(importsOf(text).sort(), ['../b.ts', './a.ts', './c.ts', './d.css', './e.ts', './f.ts']);
  });

  it('flags a feature importing another feature', () => {
    const violations = findViolations([
      {
        path: 'apps/web/src/features/tasks/components/row.tsx',
        text: "import { Timer } from '../../pomodoro/timer.tsx';\nimport { x } from '../task-view.ts';",
      },
    ]);
    assert.deepEqual(violations, [
      {
        file: 'apps/web/src/features/tasks/components/row.tsx',
        specifier: '../../pomodoro/timer.tsx',
        rule: 'feature "tasks" imports feature "pomodoro"',
      },
    ]);
  });

  it('flags lib/ or components/ importing a feature, and the web app importing the server', () => {
    const violations = findViolations([
      { path: 'apps/web/src/lib/api/x.ts', text: "import { y } from '../../features/tasks/y.ts';" },
      { path: 'apps/web/src/components/ui/z.tsx', text: "export { w } from '../../features/tags/w.ts';" },
      {
        path: 'apps/web/src/app/app.tsx',
        text: "import { createApp } from '../../../server/src/http/app.ts';",
      },
    ]);
    assert.deepEqual(
      violations.map((v) => v.rule),
      [
        'lib/ or components/ imports a feature',
        'lib/ or components/ imports a feature',
        'the web app imports server code',
      ],
    );
  });

  it('keeps packages/core free of Node, I/O and anything but zod; its tests may use node:test', () => {
    const violations = findViolations([
      { path: 'packages/core/src/domain/a.ts', text: "import { readFileSync } from 'node:fs';" },
      { path: 'packages/core/src/domain/b.ts', text: "import pg from 'pg';\nimport { z } from 'zod';" },
      {
        path: 'packages/core/src/domain/c.ts',
        text: "import { d } from './d.ts';\nimport type { E } from '@nova/core/e';",
      },
      { path: 'packages/core/src/domain/c.test.ts', text: "import { test } from 'node:test';" },
    ]);
    assert.deepEqual(
      violations.map((v) => `${v.file} ${v.specifier}`),
      ['packages/core/src/domain/a.ts node:fs', 'packages/core/src/domain/b.ts pg'],
    );
  });

  it('keeps server services free of http/ and fastify; routes and http/ itself may use both', () => {
    const violations = findViolations([
      {
        path: 'apps/server/src/modules/tasks/task.service.ts',
        text: "import { HttpError } from '../../http/errors.ts';\nimport type { Db } from '../../db/database.ts';",
      },
      {
        path: 'apps/server/src/modules/auth/session.service.ts',
        text: "import type { FastifyReply } from 'fastify';",
      },
      {
        path: 'apps/server/src/modules/files/file.service.ts',
        text: "import multipart from '@fastify/multipart';",
      },
      {
        path: 'apps/server/src/modules/tasks/task.routes.ts',
        text: "import { addRoute } from '../../http/route.ts';",
      },
      { path: 'apps/server/src/http/app.ts', text: "import Fastify from 'fastify';" },
      {
        path: 'apps/server/src/modules/tags/tag.service.ts',
        text: "import { DomainError } from '@nova/core/errors';",
      },
    ]);
    assert.deepEqual(
      violations.map((v) => `${v.file} ${v.specifier} (${v.rule})`),
      [
        'apps/server/src/modules/tasks/task.service.ts ../../http/errors.ts (a server service imports HTTP code)',
        'apps/server/src/modules/auth/session.service.ts fastify (a server service imports HTTP code)',
        'apps/server/src/modules/files/file.service.ts @fastify/multipart (a server service imports HTTP code)',
      ],
    );
  });
});
