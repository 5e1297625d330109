// Today's health check-in and its week, read by the health feature and by the parts of /app that lean
// on light tasks when energy is low today (the energy grouping, today's focus). Writes are the health
// feature's own (features/health/api).
import type { HealthOverview } from '@nova/core/contracts/health';
import { isLowEnergy } from '@nova/core/domain/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const healthKeys = {
  all: ['health'] as const,
  overview: (days: number) => ['health', 'overview', days] as const,
};

/** The card's week; the health view asks for more days. */
export const HEALTH_CARD_DAYS = 7;

export const fetchHealth = (days: number, signal?: AbortSignal) =>
  apiRequest<HealthOverview>(`/api/health/check-ins?days=${days}`, { signal });

export const healthQueryOptions = (days = HEALTH_CARD_DAYS) =>
  queryOptions({
    queryKey: healthKeys.overview(days),
    queryFn: ({ signal }) => fetchHealth(days, signal),
    staleTime: 60_000,
  });

/** True when today's check-in says energy 1-2: light tasks first, said calmly. */
export function useLowEnergyToday(): boolean {
  const { data } = useQuery({ ...healthQueryOptions(), select: (d) => isLowEnergy(d.todayCheckIn?.energy) });
  return data ?? false;
}
