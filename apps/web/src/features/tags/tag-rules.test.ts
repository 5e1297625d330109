import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  sortTags,
  tagColorList,
  tagErrorKey,
  tagNameError,
  tagTaskCount,
  tagTasksParams,
} from './tag-rules.ts';

test('tag names: trimmed, 1..50 characters', () => {
  assert.equal(tagNameError(''), 'nameRequired');
  assert.equal(tagNameError('   '), 'nameRequired');
  assert.equal(tagNameError(' work '), null);
  assert.equal(tagNameError('x'.repeat(50)), null);
  assert.equal(tagNameError('x'.repeat(51)), 'nameTooLong');
});

test('tag colours: the twelve strategy colours plus gray', () => {
  assert.equal(tagColorList.length, 13);
});

test('a tag’s count: the counts per tag when in (none listed: 0), else the tag list’s number', () => {
  const tag = { id: 'a', taskCount: 7 };
  assert.equal(tagTaskCount(tag, undefined), 7);
  assert.equal(tagTaskCount(tag, {}), 7, 'counts without the per-tag part');
  assert.equal(tagTaskCount(tag, { tags: [{ id: 'a', open: 1, completed: 2, total: 4 }] }), 4);
  assert.equal(tagTaskCount(tag, { tags: [{ id: 'b', open: 1, completed: 0, total: 1 }] }), 0);
  assert.deepEqual(tagTasksParams('a'), { tagId: 'a', order: 'updated' });
});

test('tags sort by name ignoring case', () => {
  assert.deepEqual(
    sortTags([{ name: 'work' }, { name: 'Home' }, { name: 'errands' }], 'en').map((t) => t.name),
    ['errands', 'Home', 'work'],
  );
});

test('error codes map to kind messages', () => {
  assert.equal(tagErrorKey('tag_name_taken'), 'nameTaken');
  assert.equal(tagErrorKey('validation_failed'), 'invalid');
  assert.equal(tagErrorKey('network_error'), 'offline');
  assert.equal(tagErrorKey('internal_error'), 'generic');
  assert.equal(tagErrorKey(null), 'generic');
});
