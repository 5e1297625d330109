// What the progress tests share (progress-awards.test.ts, progress-ledger.test.ts): a fresh user on a
// known Wednesday, their progress as the API shows it, the unlocked achievement keys, their ledger rows,
// and a finished Pomodoro session.
import assert from 'node:assert/strict';
import type { ProgressDto } from '@nova/core/contracts/progress';
import { type SignedInAgent, signedIn } from '../../../test/factories.ts';
import type { TestServer } from '../../../test/test-server.ts';

/** The helpers, on the suite's test server as `server()` gives it (built in the suite's `before`). */
export function progressKit(server: () => TestServer) {
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
