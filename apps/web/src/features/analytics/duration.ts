// Durations as hours and minutes, for the stats cards (the caller localises the units).

/** "1 h 05 min" style parts for a duration in seconds. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
