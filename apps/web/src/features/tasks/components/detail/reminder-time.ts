// A task reminder's times in the browser's zone: the default (the task's start date and time when it
// has one still ahead, else an hour from now on a five-minute mark) and the datetime-local field's
// value both ways.

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` of an instant, in the browser's zone (a datetime-local value). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value means in the browser's zone; null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function defaultReminder(
  task: { startDate: string | null; startTime: string | null },
  now: Date,
): string {
  if (task.startDate) {
    const start = fromLocalInput(`${task.startDate}T${task.startTime ?? '09:00'}`);
    if (start && Date.parse(start) > now.getTime()) return start;
  }
  const step = 5 * 60_000;
  return new Date(Math.ceil((now.getTime() + 60 * 60_000) / step) * step).toISOString();
}
