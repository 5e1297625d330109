// Calendar days in a user's time zone, with Intl only (core does no I/O and uses no Node APIs).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`. */
type WallClock = { year: number; month: number; day: number; hour: number; minute: number };
// formatToParts is slow; one parse asks for the same instant many times, and a recurring generation
// pass the same instant in each of a few zones, in turn: remember the last few answers.
const MEMO_SIZE = 16;
const memo = new Map<string, WallClock>();

export function zonedParts(instant: Date, timeZone: string): WallClock {
  const key = `${instant.getTime()}|${timeZone}`;
  const known = memo.get(key);
  if (known) return { ...known };
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const part = (type: keyof WallClock): number => {
    const value = parts[type];
    // The formatter asks for all five fields, so Intl always gives them.
    if (value === undefined)
      throw new Error(`zonedParts: Intl gave no ${type} for the time zone ${timeZone}`);
    return value;
  };
  const wall = {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? key);
  memo.set(key, wall);
  return { ...wall };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** YYYY-MM-DD of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return isoDay(p.year, p.month, p.day);
}

/** Milliseconds of a YYYY-MM-DD day from year 100 on, read without Date's string parser; else NaN. */
function dayMs(day: string): number {
  if (day.length !== 10 || day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45) return Number.NaN;
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = day.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    if (i < 4) y = y * 10 + digit;
    else if (i < 7) m = m * 10 + digit;
    else d = d * 10 + digit;
  }
  if (y < 100 || m < 1 || m > 12 || d < 1) return Number.NaN;
  const ms = Date.UTC(y, m - 1, d);
  // Not a day of that month (31.11): left to Date's own reading of the text.
  return new Date(ms).getUTCDate() === d ? ms : Number.NaN;
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const ms = dayMs(day);
  if (Number.isInteger(days) && !Number.isNaN(ms)) {
    const d = new Date(ms + days * 86_400_000);
    const year = d.getUTCFullYear();
    if (year >= 100 && year <= 9999) return isoDay(year, d.getUTCMonth() + 1, d.getUTCDate());
  }
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a day: Monday 1 .. Sunday 7. */
export function isoWeekday(day: string): number {
  const ms = dayMs(day);
  const w = (Number.isNaN(ms) ? new Date(`${day}T00:00:00Z`) : new Date(ms)).getUTCDay();
  return w === 0 ? 7 : w;
}

/** A real calendar day written YYYY-MM-DD (or an ISO time starting with one), else null. */
export function calendarDay(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return isoDay(y, mo, d);
}
