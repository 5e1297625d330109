import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type FieldStamps, mergeFieldEdit, parseFieldStamps, stampFields } from './field-merge.ts';

type F = 'title' | 'importance' | 'tagIds';
const current = { title: 'Call Anna', importance: 1, tagIds: ['a', 'b'] as unknown };
const sameSet = (field: F, a: unknown, b: unknown) =>
  field === 'tagIds'
    ? Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x) => b.includes(x))
    : a === b;

describe('mergeFieldEdit', () => {
  it('writes only the touched fields that differ, whatever the base', () => {
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Anna', importance: 3, tagIds: undefined },
      current,
      stamps: {},
      baseVersion: 1,
      writer: 'phone',
    });
    assert.deepEqual(out, { patch: { importance: 3 }, overwritten: [] });
  });

  it('a stale edit of another field merges: nothing is reported', () => {
    const stamps: FieldStamps = { importance: { v: 5, by: 'laptop' } };
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Bob' },
      current,
      stamps,
      baseVersion: 2,
      writer: 'phone',
    });
    assert.deepEqual(out, { patch: { title: 'Call Bob' }, overwritten: [] });
  });

  it('the same field changed elsewhere after the base: last write wins and it is reported', () => {
    const stamps: FieldStamps = { title: { v: 5, by: 'laptop' } };
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Bob' },
      current,
      stamps,
      baseVersion: 4,
      writer: 'phone',
    });
    assert.deepEqual(out, {
      patch: { title: 'Call Bob' },
      overwritten: [{ field: 'title', previous: 'Call Anna' }],
    });
  });

  it('a change at or before the base is not newer', () => {
    const stamps: FieldStamps = { title: { v: 4, by: 'laptop' } };
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Bob' },
      current,
      stamps,
      baseVersion: 4,
      writer: 'phone',
    });
    assert.deepEqual(out.overwritten, []);
  });

  it("the writer's own later change is not someone else's (a replayed queue of edits)", () => {
    const stamps: FieldStamps = { title: { v: 9, by: 'phone' } };
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Bob' },
      current,
      stamps,
      baseVersion: 2,
      writer: 'phone',
    });
    assert.deepEqual(out, { patch: { title: 'Call Bob' }, overwritten: [] });
  });

  it('without a base version nothing is reported (plain last write wins)', () => {
    const stamps: FieldStamps = { title: { v: 9, by: 'laptop' } };
    const out = mergeFieldEdit<F>({
      edit: { title: 'Call Bob' },
      current,
      stamps,
      baseVersion: undefined,
      writer: 'phone',
    });
    assert.deepEqual(out.overwritten, []);
    assert.deepEqual(out.patch, { title: 'Call Bob' });
  });

  it('writing the value the field already holds overwrites nothing', () => {
    const stamps: FieldStamps = { tagIds: { v: 9, by: 'laptop' } };
    const out = mergeFieldEdit<F>({
      edit: { tagIds: ['b', 'a'] },
      current,
      stamps,
      baseVersion: 1,
      writer: 'phone',
      equals: sameSet,
    });
    assert.deepEqual(out, { patch: {}, overwritten: [] });
  });

  it('a stamp named like an Object.prototype member is not inherited', () => {
    const out = mergeFieldEdit<'constructor'>({
      edit: { constructor: 'x' },
      current: { constructor: 'y' },
      stamps: {},
      baseVersion: 1,
      writer: 'phone',
    });
    assert.deepEqual(out.overwritten, []);
  });

  const fields: F[] = ['title', 'importance', 'tagIds'];
  const stampArb = fc.record({ v: fc.integer({ min: 1, max: 20 }), by: fc.constantFrom('phone', 'laptop') });
  const caseArb = fc.record({
    edit: fc.record(
      { title: fc.constantFrom('a', 'b', 'c'), importance: fc.integer({ min: 0, max: 3 }) },
      { requiredKeys: [] },
    ),
    current: fc.record({ title: fc.constantFrom('a', 'b', 'c'), importance: fc.integer({ min: 0, max: 3 }) }),
    stamps: fc.dictionary(fc.constantFrom(...fields), stampArb),
    baseVersion: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    writer: fc.constantFrom('phone', 'laptop'),
  });

  it('properties: untouched fields keep their value, touched ones win, reports are a subset', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const out = mergeFieldEdit({ ...c, current: { ...c.current, tagIds: [] } });
        const merged = { ...c.current, ...out.patch };
        for (const field of ['title', 'importance'] as const) {
          const edited = c.edit[field];
          assert.equal(merged[field], edited === undefined ? c.current[field] : edited);
        }
        for (const o of out.overwritten) {
          assert.ok(o.field in out.patch);
          assert.equal(o.previous, c.current[o.field as 'title' | 'importance']);
          const stamp = c.stamps[o.field];
          assert.ok(stamp && c.baseVersion !== undefined && stamp.v > c.baseVersion && stamp.by !== c.writer);
        }
      }),
    );
  });

  it('property: an edit on the newest version never reports anything', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const newest = Math.max(0, ...Object.values(c.stamps).map((s) => s.v));
        const out = mergeFieldEdit({ ...c, current: { ...c.current, tagIds: [] }, baseVersion: newest });
        assert.deepEqual(out.overwritten, []);
      }),
    );
  });
});

describe('stampFields and parseFieldStamps', () => {
  it('stamps the written fields and keeps the others', () => {
    const stamps = stampFields({ title: { v: 2, by: 'laptop' } }, ['importance'], 3, 'phone');
    assert.deepEqual(stamps, { title: { v: 2, by: 'laptop' }, importance: { v: 3, by: 'phone' } });
  });

  it('round-trips through JSON', () => {
    const stamps = stampFields({}, ['title', 'tagIds'], 7, 'phone');
    assert.deepEqual(parseFieldStamps(JSON.stringify(stamps)), stamps);
  });

  for (const text of [null, '', '{', '[]', '{"title":{"v":"x","by":"a"}}', 'null']) {
    it(`unreadable stamps ${JSON.stringify(text)} read as none`, () => {
      assert.deepEqual(parseFieldStamps(text), {});
    });
  }
});
