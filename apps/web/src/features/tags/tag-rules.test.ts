import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sortTags, tagColorList, tagErrorKey, tagNameError, tasksWithTag } from './tag-rules.ts';

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

test('tasks carrying a tag', () => {
  const tasks = [
    { id: '1', tagIds: ['a', 'b'] },
    { id: '2', tagIds: [] },
    { id: '3', tagIds: ['b'] },
  ];
  assert.deepEqual(
    tasksWithTag(tasks, 'b').map((t) => t.id),
    ['1', '3'],
  );
  assert.deepEqual(tasksWithTag(tasks, 'z'), []);
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
