// Pure helpers of the schedule fields: ISO dates <-> local calendar days, start time and duration checks
// mirroring the contract (HH:MM; whole minutes 0..1440) without importing zod.

export const DURATION_MAX = 1440;

/** 'YYYY-MM-DD' -> a local Date at midnight, or undefined when unreadable. */
export function isoToLocalDate(iso: string | null): Date | undefined {
  if (!iso) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A local Date -> 'YYYY-MM-DD' of that calendar day (never shifted by the time zone). */
export function localDateToIso(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** '' clears the time; otherwise HH:MM in 00:00..23:59, or undefined when invalid. */
export function parseStartTime(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** '' clears the duration; otherwise whole minutes 0..1440, or undefined when invalid. */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return undefined;
  const minutes = Number(value);
  return minutes <= DURATION_MAX ? minutes : undefined;
}
