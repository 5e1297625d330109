// SPEC §8's log-only failures of the offline layer (a failed sync, an unreadable stored queue or cache):
// kept in memory, at most 100 entries, and written to the console for whoever debugs the device.

export type OfflineLogEntry = { at: number; message: string; detail?: string };

const MAX = 100;
const entries: OfflineLogEntry[] = [];

export function offlineLog(message: string, cause?: unknown): void {
  const detail = cause instanceof Error ? cause.message : cause === undefined ? undefined : String(cause);
  entries.push({ at: Date.now(), message, ...(detail === undefined ? {} : { detail }) });
  if (entries.length > MAX) entries.splice(0, entries.length - MAX);
  console.warn(`[offline] ${message}`, detail ?? '');
}

export function offlineLogEntries(): readonly OfflineLogEntry[] {
  return entries;
}
