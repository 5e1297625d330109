import assert from 'node:assert/strict';
import { test } from 'node:test';
import { displayText, rotate, stepZoom, ZOOM_MAX, ZOOM_MIN, zoomPercent } from './attachment-preview-zoom.ts';

test('zoom moves in 25 % steps between 25 % and 300 %', () => {
  assert.equal(stepZoom(1, 1), 1.25);
  assert.equal(stepZoom(1, -1), 0.75);
  assert.equal(stepZoom(ZOOM_MAX, 1), 3);
  assert.equal(stepZoom(ZOOM_MIN, -1), 0.25);
  assert.equal(stepZoom(0.3, 1), 0.5);
  let zoom = 1;
  for (let i = 0; i < 20; i++) zoom = stepZoom(zoom, 1);
  assert.equal(zoomPercent(zoom), 300);
  for (let i = 0; i < 20; i++) zoom = stepZoom(zoom, -1);
  assert.equal(zoomPercent(zoom), 25);
});

test('rotation goes round in quarter turns', () => {
  assert.deepEqual([0, 90, 180, 270].map(rotate), [90, 180, 270, 0]);
});

test('JSON is indented when it parses; other text is shown as it is', () => {
  assert.equal(displayText('{"a":1}', 'application/json'), '{\n  "a": 1\n}');
  assert.equal(displayText('{"a":', 'application/json'), '{"a":');
  assert.equal(displayText('<b>hi</b>', 'text/plain'), '<b>hi</b>');
});
