// `npm run eval:ai` / `nova ai eval`: the public case tables (parse-cases.json, chat-cases.json)
// against the configured assistant — the local engine, Anthropic, or any OpenAI-compatible server
// such as Ollama — with per-field and per-intent accuracy, latency, and how many answers came from
// the local fallback instead of the provider (a provider that fails everything would otherwise score
// as well as the local engine). A self-hoster can compare a model with the built-in engine this way.
import type { Assistant } from '../assistant.ts';
import {
  type ChatScore,
  type ParseScore,
  parseFieldNames,
  parseFields,
  percent,
  percentile,
  scoreChat,
  scoreParse,
  sum,
  type Tally,
} from './score.ts';
import { type ChatTable, loadChatTable, loadParseTable, type ParseTable } from './tables.ts';

export type EvalOptions = {
  /** Only one table. */
  only?: 'parse' | 'chat';
  /** The first n cases of each table (a quick look at a slow model). */
  limit?: number;
};

export type TableRun<S> = { score: S; cases: number; fallbacks: number; seconds: number };
export type EvalResult = {
  provider: string;
  parse?: TableRun<ParseScore>;
  chat?: TableRun<ChatScore>;
};

/** The first `limit` cases of a table (all without a limit). */
function limited<T extends { cases: unknown[] }>(table: T, limit: number | undefined): T {
  return limit ? { ...table, cases: table.cases.slice(0, limit) } : table;
}

// One call at a time, so each latency is the provider's own (a local model server serves one anyway).
async function evalParse(assistant: Assistant, table: ParseTable) {
  let fallbacks = 0;
  const started = performance.now();
  const score = await scoreParse(table, async (input) => {
    const out = await assistant.parse(input);
    if (out.source !== assistant.provider) fallbacks++;
    return out.value;
  });
  return { score, cases: table.cases.length, fallbacks, seconds: (performance.now() - started) / 1000 };
}

async function evalChat(assistant: Assistant, table: ChatTable) {
  let fallbacks = 0;
  const started = performance.now();
  const score = await scoreChat(table, async (input) => {
    const { message, ...rest } = input;
    const out = await assistant.chat({
      ...rest,
      messages: [{ role: 'user', content: message }],
      patterns: null,
      persona: 'kaia',
    });
    if (out.source !== assistant.provider || out.notice) fallbacks++;
    return out.value;
  });
  return { score, cases: table.cases.length, fallbacks, seconds: (performance.now() - started) / 1000 };
}

export async function runEval(assistant: Assistant, options: EvalOptions = {}): Promise<EvalResult> {
  const result: EvalResult = { provider: assistant.provider };
  if (options.only !== 'chat')
    result.parse = await evalParse(assistant, limited(loadParseTable(), options.limit));
  if (options.only !== 'parse')
    result.chat = await evalChat(assistant, limited(loadChatTable(), options.limit));
  return result;
}

const pct = (t: Tally) => `${percent(t).toFixed(1).padStart(5)} % (${t.hit}/${t.total})`;
const ms = (n: number) => (n < 10 ? `${n.toFixed(2)} ms` : `${Math.round(n)} ms`);
const latency = (values: readonly number[]) =>
  `latency p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(percentile(values, 100))}`;

/** The result as the text `nova ai eval` prints; `misses` lists every wrong field or intent. */
export function formatEval(result: EvalResult, label: string, misses = false): string {
  const lines = [`Nova assistant evaluation: ${label}`];
  if (result.parse) {
    const { score, cases, fallbacks, seconds } = result.parse;
    lines.push('', `Parse: ${cases} cases in ${seconds.toFixed(1)} s`);
    for (const f of parseFields) lines.push(`  ${parseFieldNames[f].padEnd(15)} ${pct(score.fields[f])}`);
    lines.push(`  ${'all fields'.padEnd(15)} ${pct(sum(Object.values(score.fields)))}`);
    lines.push(`  ${latency(score.latenciesMs)}`);
    lines.push(`  answered by the local fallback: ${fallbacks}/${cases}`);
    if (misses) for (const m of score.misses) lines.push(`  miss: ${m}`);
  }
  if (result.chat) {
    const { score, cases, fallbacks, seconds } = result.chat;
    lines.push('', `Chat: ${cases} messages in ${seconds.toFixed(1)} s`);
    for (const [intent, tally] of Object.entries(score.intents).sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`  ${intent.padEnd(26)} ${pct(tally)}`);
    lines.push(`  ${'all intents'.padEnd(26)} ${pct(sum(Object.values(score.intents)))}`);
    lines.push(`  commands turned into a task: ${score.commandsAsTasks.length}`);
    lines.push(`  ${latency(score.latenciesMs)}`);
    lines.push(`  answered by the local fallback or with a failure notice: ${fallbacks}/${cases}`);
    if (misses) for (const m of score.misses) lines.push(`  miss: ${m}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The figures without the per-call detail, for `--json`. */
export function summarizeEval(result: EvalResult) {
  const table = <S>(run: TableRun<S> | undefined, tallies: (s: S) => Record<string, Tally>) =>
    run && {
      cases: run.cases,
      fallbacks: run.fallbacks,
      seconds: Number(run.seconds.toFixed(3)),
      accuracy: Object.fromEntries(
        Object.entries(tallies(run.score)).map(([k, t]) => [k, Number(percent(t).toFixed(2))]),
      ),
      overall: Number(percent(sum(Object.values(tallies(run.score)))).toFixed(2)),
    };
  return {
    provider: result.provider,
    parse: table(result.parse, (s) => s.fields),
    chat: result.chat && {
      ...table(result.chat, (s) => s.intents),
      commandsAsTasks: result.chat.score.commandsAsTasks.length,
    },
  };
}
