import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Box, landingPoint, nearestInDirection } from './keyboard-move.ts';

const box = (left: number, top: number): Box => ({ left, top, width: 100, height: 100 });
const grid = [
  { id: 'do', box: box(0, 0) },
  { id: 'schedule', box: box(110, 0) },
  { id: 'delegate', box: box(0, 110) },
  { id: 'eliminate', box: box(110, 110) },
];
const stacked = grid.map((entry, i) => ({ id: entry.id, box: box(0, i * 110) }));

test('2x2 grid: arrows go to the neighbour square', () => {
  const fromDo = { x: 50, y: 50 };
  assert.equal(nearestInDirection(fromDo, grid, 'right'), 'schedule');
  assert.equal(nearestInDirection(fromDo, grid, 'down'), 'delegate');
  assert.equal(nearestInDirection(fromDo, grid, 'left'), null);
  assert.equal(nearestInDirection(fromDo, grid, 'up'), null);
  const fromEliminate = { x: 160, y: 160 };
  assert.equal(nearestInDirection(fromEliminate, grid, 'up'), 'schedule');
  assert.equal(nearestInDirection(fromEliminate, grid, 'left'), 'delegate');
});

test('stacked on a phone: up and down walk the list', () => {
  assert.equal(nearestInDirection({ x: 50, y: 50 }, stacked, 'down'), 'schedule');
  assert.equal(nearestInDirection({ x: 50, y: 160 }, stacked, 'down'), 'delegate');
  assert.equal(nearestInDirection({ x: 50, y: 380 }, stacked, 'up'), 'delegate');
  assert.equal(nearestInDirection({ x: 50, y: 50 }, stacked, 'right'), null);
});

test('the square the card is in never counts, even below its centre', () => {
  // A card low in "eliminate" is below that square's centre: up goes to "schedule", not to itself.
  assert.equal(nearestInDirection({ x: 160, y: 200 }, grid, 'up'), 'schedule');
  assert.equal(nearestInDirection({ x: 190, y: 160 }, grid, 'left'), 'delegate');
});

test('the card lands centred across and near the top of the target', () => {
  assert.deepEqual(
    landingPoint({ left: 100, top: 200, width: 300, height: 600 }, { width: 200, height: 40 }),
    {
      x: 150,
      y: 276,
    },
  );
});
