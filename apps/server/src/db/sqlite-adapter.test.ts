// The node:sqlite adapter's rows: plain objects (Object prototype) in column order, values as
// node:sqlite reads them, from all() and iterate() alike, whatever the columns are named.
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { NodeSqliteDatabase } from './sqlite-adapter.ts';

function database() {
  const raw = new DatabaseSync(':memory:');
  raw.exec('CREATE TABLE t (id TEXT, n INTEGER, x REAL, b BLOB, note TEXT)');
  raw.exec("INSERT INTO t VALUES ('a', 1, 1.5, x'0102', NULL), ('b', 2, NULL, NULL, 'Отчёт — élève')");
  return new NodeSqliteDatabase(raw);
}

test('rows are plain objects in column order, with nulls, numbers, blobs and text as read', () => {
  const db = database();
  const rows = db.prepare('SELECT id, n, x, b, note FROM t ORDER BY id').all([]);
  assert.deepStrictEqual(rows, [
    { id: 'a', n: 1, x: 1.5, b: new Uint8Array([1, 2]), note: null },
    { id: 'b', n: 2, x: null, b: null, note: 'Отчёт — élève' },
  ]);
  for (const row of rows) assert.equal(Object.getPrototypeOf(row), Object.prototype);
  assert.deepEqual(Object.keys(rows[0] ?? {}), ['id', 'n', 'x', 'b', 'note']);
  assert.deepStrictEqual(
    [...db.prepare('SELECT id, n FROM t WHERE n > ?').iterate([1])],
    [{ id: 'b', n: 2 }],
  );
  db.close();
});

test('odd column names: a repeated name keeps the last value; __proto__ is a property, not the prototype', () => {
  const db = database();
  const [row] = db
    .prepare("SELECT id AS k, n AS k, 'x' AS __proto__, 7 AS \"0\" FROM t WHERE id = 'a'")
    .all([]);
  assert.ok(row && typeof row === 'object');
  assert.equal(Object.getPrototypeOf(row), Object.prototype);
  assert.deepEqual(Object.entries(row), [
    ['0', 7],
    ['k', 1],
    ['__proto__', 'x'],
  ]);
  db.close();
});

test('a statement that writes answers with its changes; one with RETURNING with its rows', () => {
  const db = database();
  const write = db.prepare('UPDATE t SET n = n + 1 WHERE id = ?');
  assert.equal(write.reader, false);
  assert.equal(write.run(['a']).changes, 1);
  const returning = db.prepare('UPDATE t SET n = n + 1 WHERE id = ? RETURNING id, n');
  assert.equal(returning.reader, true);
  assert.deepStrictEqual(returning.all(['b']), [{ id: 'b', n: 3 }]);
  db.close();
});
