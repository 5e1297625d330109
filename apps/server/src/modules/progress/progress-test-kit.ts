// What the progress tests share (progress-awards.test.ts, progress-ledger.test.ts): the suite's test
// server, a fresh user on a known Wednesday, their progress as the API shows it, the unlocked
// achievement keys, their ledger rows, and a finished Pomodoro session.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { ProgressDto } from '@nova/core/contracts/progress';
import { type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer } from '../../../test/test-server.ts';

/**
 * Inside a describe(): builds the test server before the first test, hands it to `use`, closes it after
 * the last test, and returns the helpers, which use that server.
 */
export function progressKit(use: (server: TestServer) => void) {
  let current: TestServer | undefined;
  before(async () => {
    current = await buildTestServer();
    use(current);
  });
  after(() => current?.close());
  const server = (): TestServer => {
    assert.ok(current, 'the helpers run inside tests, after before()');
    return current;
  };
  const fresh = async (): Promise<SignedInAgent> => {
    server().clock.set('2026-11-25T09:00:00.000Z'); // a Wednesday
    return signedIn(server());
  };
  const progressOf = async (agent: SignedInAgent): Promise<ProgressDto> => {
    const res = await agent.get('/api/progress');
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ProgressDto>();
  };
  const unlocked = (p: ProgressDto) => p.achievements.filter((a) => a.unlockedAt !== null).map((a) => a.key);
  const ledgerRows = async (userId: string) =>
    server()
      .database.db.selectFrom('progress_events')
      .select(['kind', 'source_id', 'revoked', 'op_id', 'day'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const pomodoro = (agent: SignedInAgent, body: Record<string, unknown>) =>
    agent.post('/api/pomodoro-sessions', {
      plannedMinutes: 25,
      startedAt: '2026-11-25T08:30:00.000Z',
      endedAt: '2026-11-25T08:55:00.000Z',
      ...body,
    });
  return { fresh, progressOf, unlocked, ledgerRows, pomodoro };
}
