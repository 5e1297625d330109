// Analytics: the charts of /analytics per range, estimate calibration, today's figures for /app's
// stats card, and the showed-up streak from the progress summary (GET /api/progress, gamification's;
// absent or switched off, no streak is shown). Every answer is revalidated by ETag on the server.
import type { AnalyticsDto, CalibrationDto, TodayStatsDto } from '@nova/core/contracts/analytics';
import type { AnalyticsRange } from '@nova/core/domain/analytics';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

export const analyticsKeys = {
  all: ['analytics'] as const,
  charts: (range: AnalyticsRange) => ['analytics', 'charts', range] as const,
  calibration: ['analytics', 'calibration'] as const,
  today: (doneToday: number) => ['analytics', 'today', doneToday] as const,
  streak: ['progress', 'streak'] as const,
};

export const chartsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.charts(range),
    queryFn: ({ signal }) => apiRequest<AnalyticsDto>(`/api/analytics?range=${range}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const calibrationQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.calibration,
    queryFn: ({ signal }) => apiRequest<CalibrationDto>('/api/analytics/calibration', { signal }),
    staleTime: 60_000,
  });

/** Keyed by the list's done-today count, so completing a task on /app asks again. */
export const todayStatsQueryOptions = (doneToday: number) =>
  queryOptions({
    queryKey: analyticsKeys.today(doneToday),
    queryFn: ({ signal }) => apiRequest<TodayStatsDto>('/api/analytics/today', { signal }),
    placeholderData: (previous) => previous,
    // A running status clock grows by the minute.
    refetchInterval: 60_000,
  });

export type Streak = { current: number; best: number };

/** The streak when game elements are on; null when they are off or the summary is not there. */
export const streakQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.streak,
    queryFn: async ({ signal }): Promise<Streak | null> => {
      try {
        const progress = await apiRequest<{ enabled: boolean; streak?: Streak }>('/api/progress', { signal });
        return progress.enabled && progress.streak ? progress.streak : null;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
