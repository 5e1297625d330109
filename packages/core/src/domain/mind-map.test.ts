// The mind map's size rule: bytes counted without encoding agree with TextEncoder on any text,
// including emoji (surrogate pairs) and lone surrogates (written as U+FFFD).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { documentBytes, documentBytesOf, utf8Length } from './mind-map.ts';

const encoded = (text: string) => new TextEncoder().encode(text).length;

test('utf8Length agrees with TextEncoder on any UTF-16 text', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => utf8Length(text) === encoded(text)),
    { numRuns: 2000 },
  );
  fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8Length(text) === encoded(text)));
});

test('utf8Length counts each width and a surrogate cut in half', () => {
  assert.equal(utf8Length('a'), 1);
  assert.equal(utf8Length('é'), 2);
  assert.equal(utf8Length('я'), 2);
  assert.equal(utf8Length('€'), 3);
  assert.equal(utf8Length('😀'), 4);
  assert.equal(utf8Length('\ud83d'), 3);
  assert.equal(utf8Length('\ude00x'), 4);
});

test('documentBytes is the UTF-8 size of the JSON', () => {
  const doc = { title: 'Карта 😀', nodes: [{ id: 'n1', text: 'é' }] };
  assert.equal(documentBytes(doc), encoded(JSON.stringify(doc)));
});

test('documentBytesOf: the whole from the empty document, each item and the commas between', () => {
  const item = fc.record({ id: fc.string(), text: fc.string({ unit: 'binary' }), x: fc.double() });
  fc.assert(
    fc.property(fc.string(), fc.array(item), fc.array(item), (title, nodes, connections) => {
      const head = documentBytes({ title, nodes: [], connections: [] });
      const sizes = (list: unknown[]) => ({
        count: list.length,
        bytes: list.reduce<number>((sum, n) => sum + documentBytes(n), 0),
      });
      return (
        documentBytesOf(head, sizes(nodes), sizes(connections)) ===
        documentBytes({ title, nodes, connections })
      );
    }),
  );
});
