// SPEC §4's sync indicator states, from connectivity and the outbox: offline (with the pending count),
// syncing, pending (something waits, or the server refused something) and synced.

export type SyncIndicatorState = 'offline' | 'syncing' | 'pending' | 'synced';

export function indicatorState(input: {
  online: boolean;
  syncing: boolean;
  pending: number;
  refused: number;
}): SyncIndicatorState {
  if (!input.online) return 'offline';
  if (input.syncing) return 'syncing';
  if (input.pending > 0 || input.refused > 0) return 'pending';
  return 'synced';
}
