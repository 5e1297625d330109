// Scoring the case tables against any parser or chat (the local engine in the unit tests, the
// configured provider in `npm run eval:ai`): per-field accuracy of parsing, per-intent accuracy of the
// chat, the commands that came back as a task, and each call's latency.
import type { AiLocale } from '@nova/core/ai/limits';
import type { ParsedTask } from '@nova/core/ai/validate-parse';
import type { ChatContext, ChatTable, ParseTable } from './tables.ts';

export const parseFields = ['count', 't', 'd', 'p', 'c', 'm'] as const;
export type ParseField = (typeof parseFields)[number];
export const parseFieldNames: Record<ParseField, string> = {
  count: 'task count',
  t: 'title',
  d: 'deadline date',
  p: 'priority',
  c: 'category',
  m: 'minutes',
};

export type Tally = { hit: number; total: number };
export type ParseScore = { fields: Record<ParseField, Tally>; misses: string[]; latenciesMs: number[] };
export type ChatScore = {
  intents: Record<string, Tally>;
  /** Cases expecting another intent that got a `create` action. */
  commandsAsTasks: string[];
  misses: string[];
  latenciesMs: number[];
};

export type ParseFn = (input: {
  text: string;
  locale: AiLocale;
  now: Date;
  timeZone: string;
}) => Promise<readonly ParsedTask[]>;
export type ChatFn = (
  input: { message: string; locale: AiLocale; now: Date; timeZone: string } & ChatContext,
) => Promise<{ actions: ReadonlyArray<{ type: string }> }>;

const tally = (): Tally => ({ hit: 0, total: 0 });
const count = (t: Tally, ok: boolean) => {
  t.total++;
  if (ok) t.hit++;
};

export const sum = (tallies: Iterable<Tally>): Tally => {
  const out = tally();
  for (const t of tallies) {
    out.hit += t.hit;
    out.total += t.total;
  }
  return out;
};

export const percent = (t: Tally) => (t.total ? (100 * t.hit) / t.total : 100);

export async function scoreParse(table: ParseTable, parse: ParseFn): Promise<ParseScore> {
  const fields = Object.fromEntries(parseFields.map((f) => [f, tally()])) as Record<ParseField, Tally>;
  const misses: string[] = [];
  const latenciesMs: number[] = [];
  const now = new Date(table.now);
  for (const [locale, text, expected] of table.cases) {
    const started = performance.now();
    const tasks = await parse({ text, locale, now, timeZone: table.zones[locale] });
    latenciesMs.push(performance.now() - started);
    count(fields.count, tasks.length === expected.length);
    if (tasks.length !== expected.length)
      misses.push(`${text}: ${tasks.length} tasks, expected ${expected.length}`);
    expected.forEach((e, i) => {
      const got = tasks[i];
      const actual = got && {
        t: got.title,
        d: got.deadline_date,
        p: got.priority,
        c: got.category,
        m: got.estimated_minutes,
      };
      for (const key of ['t', 'd', 'p', 'c', 'm'] as const) {
        if (e[key] === undefined) continue;
        const ok = actual !== undefined && actual[key] === e[key];
        count(fields[key], ok);
        if (!ok)
          misses.push(
            `${text} [${i}].${key}: got ${JSON.stringify(actual?.[key])}, expected ${JSON.stringify(e[key])}`,
          );
      }
    });
  }
  return { fields, misses, latenciesMs };
}

export async function scoreChat(table: ChatTable, chat: ChatFn): Promise<ChatScore> {
  const intents: Record<string, Tally> = {};
  const commandsAsTasks: string[] = [];
  const misses: string[] = [];
  const latenciesMs: number[] = [];
  const now = new Date(table.now);
  for (const [locale, message, expected, options] of table.cases) {
    const context = table.context[locale];
    const started = performance.now();
    const reply = await chat({
      message,
      locale,
      now,
      timeZone: table.zones[locale],
      ...context,
      strategies: options?.strategies === false ? [] : context.strategies,
    });
    latenciesMs.push(performance.now() - started);
    const types = reply.actions.map((a) => a.type);
    const got = types[0] ?? 'none';
    intents[expected] ??= tally();
    count(intents[expected], got === expected);
    if (got !== expected)
      misses.push(`${locale} “${message}”: ${types.join(', ') || 'none'}, expected ${expected}`);
    if (expected !== 'create' && types.includes('create')) commandsAsTasks.push(`${locale} “${message}”`);
  }
  return { intents, commandsAsTasks, misses, latenciesMs };
}

/** The p-th percentile (0-100) of the latencies, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
