// The list's page cursors (task-list.service.ts): the last row's sort values and id in the view's
// order (task-list.repo.ts listOrder), as base64url JSON, checked on the way in: anything else, or a
// cursor of another view's order, is a 400 invalid_cursor.
import { DomainError } from '@nova/core/errors';
import { z } from 'zod';
import type { ListKey, ListOrder } from './task-list.repo.ts';

const stamp = z.string().min(1).max(40);
const rowId = z.string().min(1).max(64);
const cursorSchema = z.union([
  z.tuple([z.literal('c'), stamp, rowId]),
  z.tuple([z.literal('d'), z.string().max(10), stamp, rowId]),
  z.tuple([z.literal('x'), stamp, rowId]),
  z.tuple([z.literal('u'), stamp, rowId]),
]);
const orderTag = { created: 'c', day: 'd', closed: 'x', updated: 'u' } as const;

export function encodeCursor(key: ListKey): string {
  const values =
    key.order === 'created'
      ? ['c', key.createdAt, key.id]
      : key.order === 'day'
        ? ['d', key.day, key.createdAt, key.id]
        : key.order === 'closed'
          ? ['x', key.closedAt, key.id]
          : ['u', key.updatedAt, key.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's key, or a 400 invalid_cursor: not ours, edited, or from another view's order. */
export function decodeCursor(cursor: string, order: ListOrder): ListKey {
  const invalid = () => new DomainError('invalid_cursor', 'The cursor is not one this list gave out');
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success || parsed.data[0] !== orderTag[order]) throw invalid();
  const v = parsed.data;
  if (v[0] === 'c') return { order: 'created', createdAt: v[1], id: v[2] };
  if (v[0] === 'd') return { order: 'day', day: v[1], createdAt: v[2], id: v[3] };
  if (v[0] === 'u') return { order: 'updated', updatedAt: v[1], id: v[2] };
  return { order: 'closed', closedAt: v[1], id: v[2] };
}
