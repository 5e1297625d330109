// The save and patch routes validate with zod's compiled parser of their contract schemas (http/route.ts
// `compileBody`). It must answer exactly as the contract's schema does: the same output for a valid
// body, the same issues (so the same 400 details) for an invalid one; and the contract's schemas must
// stay compilable, or the routes silently fall back to the slower runtime parser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { patchMindMapBodySchema, saveMindMapBodySchema } from '@nova/core/contracts/mind-maps';
import { mindMapColors } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import { z } from 'zod';
import { compiledSchema } from '../../http/route.ts';

/** Mostly a valid value, now and then one the contract refuses. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...invalid: unknown[]) =>
  fc.oneof({ arbitrary: valid, weight: 60 }, { arbitrary: fc.constantFrom(...invalid), weight: 1 });

const id = fc.constantFrom('a', 'b', 'c', 'd', 'n1', 'x'.repeat(64));
const coordinate = mostly(
  fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
  1_000_001,
  Number.POSITIVE_INFINITY,
  '5',
);
const style = fc.record(
  {
    fill: mostly(fc.constantFrom('#fff', '#a1b2c3'), 'red', '#12345'),
    stroke: fc.constantFrom('#000', '#ABCDEF'),
    fontSize: mostly(fc.integer({ min: 8, max: 48 }), 7, 14.5, 49),
    fontFamily: mostly(fc.constantFrom('Arial', 'Noto Sans, "Times"', 'Ébène'), '<script>', ''),
    width: mostly(fc.integer({ min: 150, max: 300 }), 149, 301),
  },
  { requiredKeys: [] },
);
const node = fc.record({
  id,
  text: mostly(fc.string({ maxLength: 20 }), 'x'.repeat(501)),
  description: fc.string({ maxLength: 20 }),
  color: mostly(fc.constantFrom(...mindMapColors), 'teal'),
  x: coordinate,
  y: coordinate,
  taskId: fc.option(id, { nil: null }),
  style,
});
const nodes = fc.uniqueArray(node, { maxLength: 5, selector: (n) => n.id });
const connection = fc.record({
  id,
  source: id,
  target: id,
  label: fc.option(mostly(fc.string({ maxLength: 20 }), 'x'.repeat(201)), { nil: null }),
});
/** Mostly between nodes of the list (and not to themselves), so the graph checks mostly pass. */
const connections = (list: ReadonlyArray<{ id: string }>) =>
  fc.uniqueArray(connection, { maxLength: 5, selector: (c) => c.id }).map((all) => {
    const ids = list.map((n) => n.id);
    return all.map((c, i) =>
      i % 4 === 3 || ids.length < 2
        ? c
        : { ...c, source: ids[i % ids.length] ?? c.source, target: ids[(i + 1) % ids.length] ?? c.target },
    );
  });
const viewport = fc.option(
  fc.record({
    x: coordinate,
    y: coordinate,
    zoom: mostly(fc.double({ min: 0.1, max: 4, noNaN: true }), 0, 5),
  }),
  { nil: null },
);
const title = mostly(
  fc.string({ minLength: 1, maxLength: 4 }).map((t) => `t${t}`),
  '',
  '  ',
);
const baseVersion = mostly(fc.integer({ min: 1, max: 3 }), 0, 1.5);

/** Values that break one field: wrong types, unknown keys, nothing at all. */
const breakage = fc.constantFrom<unknown>(undefined, null, 1, 'text', '', [], {}, { extra: true }, -1e9, NaN);

/** Every object in a JSON value (itself included), depth first. */
function objectsIn(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  return [object, ...Object.values(object).flatMap(objectsIn)];
}

/** A body, then maybe one field of it (or of any object in it: a node, its style...) replaced or removed. */
function bodies(base: fc.Arbitrary<object>) {
  return fc.tuple(base, fc.nat(), fc.string({ maxLength: 12 }), breakage).map(([body, at, key, value]) => {
    const copy = structuredClone(body);
    const objects = objectsIn(copy);
    const target = objects[at % objects.length];
    if (target && at % 2 === 0) {
      const keys = Object.keys(target);
      const field = at % 5 === 0 ? key : (keys[at % Math.max(1, keys.length)] ?? key);
      if (value === undefined) delete target[field];
      else target[field] = value;
    }
    return copy;
  });
}

/** Asserts the compiled schema answers each body as `schema` does; answers how many were valid. */
function sameAnswers(schema: z.ZodType, arbitrary: fc.Arbitrary<unknown>): number {
  const compiled = compiledSchema(schema);
  let valid = 0;
  fc.assert(
    fc.property(arbitrary, (body) => {
      const expected = schema.safeParse(body);
      const actual = compiled.safeParse(body);
      assert.equal(actual.success, expected.success);
      if (expected.success) {
        valid += 1;
        assert.deepEqual(actual.data, expected.data);
      } else assert.deepEqual(actual.error?.issues, expected.error.issues);
    }),
    { numRuns: 3000 },
  );
  return valid;
}

const saveBody = fc
  .record({ baseVersion, title, description: fc.string({ maxLength: 4 }), viewport, nodes })
  .chain((body) => connections(body.nodes).map((list) => ({ ...body, connections: list })));

const patchBody = fc
  .record(
    { baseVersion, title, viewport, upsert: nodes, remove: fc.uniqueArray(id, { maxLength: 2 }) },
    { requiredKeys: ['baseVersion', 'upsert', 'remove'] },
  )
  .chain(({ upsert, remove, ...head }) =>
    connections(upsert).map((list) => ({
      ...head,
      nodes: { upsert, remove },
      connections: { upsert: list, remove: [] },
    })),
  );

test('the contract’s save and patch body schemas compile (no part left to the runtime parser)', () => {
  for (const schema of [saveMindMapBodySchema, patchMindMapBodySchema])
    assert.doesNotThrow(() => z.compile(schema.unwrap(), { strict: true }));
});

// Both answers are exercised: about a fifth of the 3,000 bodies are valid, the rest fail on one or more
// fields (their issues, paths and messages compared whole).
test('property: the compiled save body schema answers as the contract’s', () => {
  assert.ok(sameAnswers(saveMindMapBodySchema, bodies(saveBody)) > 300);
});

test('property: the compiled patch body schema answers as the contract’s', () => {
  assert.ok(sameAnswers(patchMindMapBodySchema, bodies(patchBody)) > 300);
});
