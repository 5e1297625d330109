// A quick check of a mind map's node and connection lists before zod (issue 11: zod took ~2.7 ms of a
// 1,000-node whole save and ~1 ms of a patch that moves every node, for lists that are almost always
// valid). Each item is checked by hand against exactly the rules of its zod schema (mind-maps.ts);
// only when every item passes does the list skip zod, and then zod would have given the same items
// back: strict objects, no defaults, no transforms (the style's keys must also come in the schema's
// order, the order zod writes them, as the style is stored as its JSON text). Anything else, from one
// unknown key to a number out of range, goes through zod, which gives the messages and paths. The
// property tests (apps/server/src/modules/mind-maps/mind-map-quick.test.ts) hold the two to the same
// answer. The JSON schema (OpenAPI) is zod's: the check changes how a list is parsed, not what it is.
import type { z } from 'zod';
import {
  MIND_MAP_NODE_DESCRIPTION_MAX,
  MIND_MAP_NODE_TEXT_MAX,
  mindMapColors,
  NODE_WIDTH_MAX,
  NODE_WIDTH_MIN,
} from '../domain/mind-map.ts';

/** The bounds of the contract's schemas, repeated here and tested equal (mind-maps.ts). */
export const QUICK_COORD_MAX = 1_000_000;
const ID_MAX = 64;
const LABEL_MAX = 200;
const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const fontFamily = /^[\p{L}\p{N} ,'"-]{1,64}$/u;
const colors: ReadonlySet<string> = new Set(mindMapColors);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): boolean =>
  typeof value === 'string' && value.length >= 1 && value.length <= ID_MAX;
const isText = (value: unknown, max: number): boolean => typeof value === 'string' && value.length <= max;
const isCoordinate = (value: unknown): boolean =>
  typeof value === 'number' && value >= -QUICK_COORD_MAX && value <= QUICK_COORD_MAX;

const styleKeys = ['fill', 'stroke', 'fontSize', 'fontFamily', 'width'] as const;

function isStyleValue(key: string, value: unknown): boolean {
  switch (key) {
    case 'fill':
    case 'stroke':
      return typeof value === 'string' && hexColor.test(value);
    case 'fontSize':
      return Number.isSafeInteger(value) && (value as number) >= 8 && (value as number) <= 48;
    case 'fontFamily':
      return typeof value === 'string' && fontFamily.test(value);
    case 'width':
      return typeof value === 'number' && value >= NODE_WIDTH_MIN && value <= NODE_WIDTH_MAX;
    default:
      return false;
  }
}

/** A style whose keys are known, valid and in the schema's order. */
function isQuickStyle(style: unknown): boolean {
  if (!isRecord(style)) return false;
  let next = 0;
  for (const key of Object.keys(style)) {
    const at = styleKeys.indexOf(key as (typeof styleKeys)[number]);
    if (at < next || !isStyleValue(key, style[key])) return false;
    next = at + 1;
  }
  return true;
}

const NODE_KEYS = 8;

/** Certainly a valid MindMapNode (false: let zod decide). */
export function isQuickNode(node: unknown): boolean {
  if (!isRecord(node)) return false;
  const keys = Object.keys(node);
  if (keys.length !== NODE_KEYS) return false;
  for (const key of keys) {
    const value = node[key];
    let ok: boolean;
    switch (key) {
      case 'id':
        ok = isId(value);
        break;
      case 'text':
        ok = isText(value, MIND_MAP_NODE_TEXT_MAX);
        break;
      case 'description':
        ok = isText(value, MIND_MAP_NODE_DESCRIPTION_MAX);
        break;
      case 'color':
        ok = typeof value === 'string' && colors.has(value);
        break;
      case 'x':
      case 'y':
        ok = isCoordinate(value);
        break;
      case 'taskId':
        ok = value === null || isId(value);
        break;
      case 'style':
        ok = isQuickStyle(value);
        break;
      default:
        ok = false;
    }
    if (!ok) return false;
  }
  // Eight own keys, each one of the eight and valid: all of them, once each.
  return true;
}

/** Certainly a valid MindMapConnection (false: let zod decide). */
export function isQuickConnection(connection: unknown): boolean {
  if (!isRecord(connection)) return false;
  const keys = Object.keys(connection);
  if (keys.length !== 4) return false;
  for (const key of keys) {
    const value = connection[key];
    const ok =
      key === 'label'
        ? value === null || isText(value, LABEL_MAX)
        : (key === 'id' || key === 'source' || key === 'target') && isId(value);
    if (!ok) return false;
  }
  return true;
}

/** Every index, holes included (`every` skips a hole, which zod reads as undefined and refuses). */
function allQuick(list: readonly unknown[], quick: (item: unknown) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (!quick(list[i])) return false;
  return true;
}

type Payload = { value: unknown; issues: unknown[] };
type Parse = (payload: Payload, ctx: { direction?: string } | undefined) => unknown;
type Internals = { _zod: { parse: Parse; run: Parse } };

/**
 * `schema` (an array of items zod gives back unchanged when valid) parses a list whose every item
 * passes `quick` as it is, and any other list as before. Installed on the schema's own parse (its
 * checks, such as a maximum length, still run after it) and on its run when that is the parse itself
 * (zod's shortcut for a schema without checks). Call it on the final schema: `.max()`, `.meta()` and
 * the like return new schemas without it.
 */
export function quickArray<S extends z.ZodArray>(schema: S, quick: (item: unknown) => boolean): S {
  const internals = (schema as unknown as Internals)._zod;
  const full = internals.parse;
  const parse: Parse = (payload, ctx) => {
    const list = payload.value;
    if (ctx?.direction !== 'backward' && Array.isArray(list) && allQuick(list, quick)) return payload;
    return full(payload, ctx);
  };
  if (internals.run === full) internals.run = parse;
  internals.parse = parse;
  return schema;
}
