// The length rule of docs/architecture.md: no function in the web app's sources (components, hooks and
// everything else under apps/web/src, tests aside) spans more than MAX_FUNCTION_LINES lines, counted
// from the line the function starts on to the line it ends on. Checked by function-length.test.ts in
// the unit step of `npm test`. The sources are parsed with rolldown's parser (Oxc), which Vite
// already brings: TypeScript 7 ships no JavaScript compiler API.
import { parseAst } from 'rolldown/parseAst';
import type { SourceFile } from './boundaries.ts';

export const MAX_FUNCTION_LINES = 120;

export type LongFunction = { file: string; name: string; line: number; lines: number };

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

const identifierName = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Identifier' ? String(node.name) : undefined;

/** A readable name: the function's own, else the variable, property or call it is written in. */
function nameOf(node: Node, ancestors: readonly Node[]): string {
  const own = identifierName(node.id);
  if (own) return own;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i];
    if (!parent) break;
    if (parent.type === 'VariableDeclarator') return identifierName(parent.id) ?? '(anonymous)';
    if (parent.type === 'Property' || parent.type === 'MethodDefinition') {
      return identifierName(parent.key) ?? '(anonymous)';
    }
    if (parent.type === 'ExportDefaultDeclaration') return 'default';
    // memo(function X() {...}) and useCallback(() => ...): keep looking up for the variable.
    if (parent.type !== 'CallExpression' && parent.type !== 'TSAsExpression') break;
  }
  return '(anonymous)';
}

/** The functions of one file longer than `max` lines. */
export function longFunctions(file: SourceFile, max = MAX_FUNCTION_LINES): LongFunction[] {
  const lineStarts = [0];
  for (let i = 0; i < file.text.length; i++) if (file.text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      const start = lineStarts[mid];
      if (start !== undefined && start <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const lang = file.path.endsWith('.tsx') ? 'tsx' : 'ts';
  const program: unknown = parseAst(file.text, { lang }, file.path);
  if (!isNode(program)) throw new Error(`${file.path}: the parser gave no program`);
  const found: LongFunction[] = [];
  const visit = (node: Node, ancestors: Node[]) => {
    if (FUNCTION_TYPES.has(node.type)) {
      const line = lineOf(node.start);
      const lines = lineOf(node.end) - line + 1;
      if (lines > max) found.push({ file: file.path, name: nameOf(node, ancestors), line, lines });
    }
    ancestors.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, ancestors);
      } else if (isNode(value)) {
        visit(value, ancestors);
      }
    }
    ancestors.pop();
  };
  visit(program, []);
  return found;
}
