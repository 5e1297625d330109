// Repositories write only their module's tables (scripts/table-ownership.ts); the scanner is shown
// to flag a write across the line on a made-up repository.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownershipViolations, readRepositories, writtenTables } from './table-ownership.ts';

describe('table ownership', () => {
  it('holds on the repository', () => {
    const repos = readRepositories();
    assert.ok(repos.length > 15, `read ${repos.length} repositories`);
    assert.deepEqual(ownershipViolations(repos), []);
  });

  it('flags a repository writing another module’s table', () => {
    const text =
      "await db.updateTable('tasks').set({ strategy_id: null });\nawait db.insertInto( 'strategies').values(row);";
    assert.deepEqual(writtenTables(text), ['tasks', 'strategies']);
    assert.deepEqual(ownershipViolations([{ path: 'strategies/strategy.repo.ts', text }]), [
      { file: 'strategies/strategy.repo.ts', table: 'tasks' },
    ]);
  });
});
