// The length rule of scripts/function-length.ts holds on the web app, and the checker does find a long
// function of each kind (shown on made-up files, so a broken parser cannot pass by finding nothing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readSources } from './boundaries.ts';
import { longFunctions, MAX_FUNCTION_LINES } from './function-length.ts';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('function length', () => {
  it(`no function in apps/web/src spans more than ${MAX_FUNCTION_LINES} lines`, () => {
    const files = readSources(['apps/web/src']).filter((file) => !/\.test\.tsx?$/.test(file.path));
    assert.ok(files.length > 200, `read ${files.length} files`);
    const long = files.flatMap((file) => longFunctions(file));
    assert.deepEqual(
      long.map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`),
      [],
      'split these into hooks and child components',
    );
  });

  it('finds long declarations, arrows, memo components and methods, and names them', () => {
    const text = [
      `export function Page() {\n${body(5)}\n}`,
      `const useThing = () => {\n${body(5)}\n};`,
      `export const Row = memo(function Row() {\n${body(5)}\n});`,
      `const Panel = memo(() => {\n${body(5)}\n});`,
      `const api = { load() {\n${body(5)}\n} };`,
      'function short() {\n  return 1;\n}',
    ].join('\n');
    const found = longFunctions({ path: 'apps/web/src/x.tsx', text }, 5);
    assert.deepEqual(
      found.map((f) => `${f.name}@${f.line}:${f.lines}`),
      ['Page@1:7', 'useThing@8:7', 'Row@15:7', 'Panel@22:7', 'load@29:7'],
    );
  });

  it('parses TSX with types', () => {
    const text = `type P = { a: string };\nexport function C({ a }: P) {\n  return <div title={a as string}>{a}</div>;\n}`;
    assert.deepEqual(longFunctions({ path: 'apps/web/src/c.tsx', text }, 2), [
      { file: 'apps/web/src/c.tsx', name: 'C', line: 2, lines: 3 },
    ]);
  });
});
