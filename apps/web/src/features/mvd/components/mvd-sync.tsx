// The mvdSync slot of /app: renders nothing, runs the once-per-session migration of the locally kept
// MVD list (use-mvd-migration.ts) for as long as /app is open, whether or not the panel is shown.
import { useMvdMigration } from '../hooks/use-mvd-migration.ts';

export function MvdSync() {
  useMvdMigration();
  return null;
}
