// Health tracking is opt-in: the card asks nothing until the user starts. Starting is remembered on
// this device; on another device, having any check-in counts as having started.
import type { HealthOverview } from '@nova/core/contracts/health';
import { useBooleanPreference } from '../../lib/preferences.ts';

export const HEALTH_OPT_IN_KEY = 'health-opt-in';

export function useHealthOptIn(data: HealthOverview | undefined): [boolean, () => void] {
  const [stored, setStored] = useBooleanPreference(HEALTH_OPT_IN_KEY, false);
  const hasData = (data?.history.length ?? 0) > 0;
  return [stored || hasData, () => setStored(true)];
}
