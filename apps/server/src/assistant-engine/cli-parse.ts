// `nova ai parse [--now <ISO time>] [--tz <IANA zone>] [--locale ru|en|fr]`: reads text on stdin and
// prints one JSON object {"tasks":[...]} on stdout, with the configured provider (local by default).
// Bad flags: one line on stderr, exit 2. Empty or meaningless text: {"tasks":[]}, exit 0.
// `nova ai eval [--only parse|chat] [--limit <n>] [--misses] [--json]`: the public case tables
// against the configured provider (eval/run-eval.ts).
// Start-up is most of a one-shot parse, so only what the command needs is imported: on the local
// engine, the parser alone (no configuration schema, no provider SDKs, no chat or grouping).
import { parseArgs } from 'node:util';
import { isTimeZone } from '@nova/core/ai/dates';
import { isAiLocale } from '@nova/core/ai/limits';
import type { ParsedTask } from '@nova/core/ai/validate-parse';
import type { Assistant } from './assistant.ts';

export type CliIo = {
  stdin: AsyncIterable<string | Buffer>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env?: Record<string, string | undefined>;
};

const usage =
  'usage: nova ai parse [--now <ISO time>] [--tz <IANA zone>] [--locale ru|en|fr] | nova ai eval [--only parse|chat] [--limit <n>] [--misses] [--json]';

async function readAll(stream: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
  return chunks.join('');
}

/** The configured assistant; null (after one stderr line) when the configuration is invalid. */
async function configuredAssistant(io: CliIo): Promise<Assistant | null> {
  const [{ loadConfig }, { StartupError }, { createAssistant }] = await Promise.all([
    import('../config.ts'),
    import('../startup-error.ts'),
    import('./create-assistant.ts'),
  ]);
  try {
    return createAssistant(loadConfig(io.env ?? process.env, { persistSecret: false }).ai);
  } catch (error) {
    io.stderr.write(`nova ai: ${error instanceof StartupError ? error.message : String(error)}\n`);
    return null;
  }
}

/** The local engine needs no configuration: AI_PROVIDER unset, empty or 'local'. */
const isLocal = (env: Record<string, string | undefined>) => (env.AI_PROVIDER?.trim() || 'local') === 'local';

type Flags = {
  now?: string;
  tz?: string;
  locale?: string;
  only?: string;
  limit?: string;
  misses?: boolean;
  json?: boolean;
};

export async function aiCli(argv: string[], io: CliIo): Promise<number> {
  let values: Flags;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        now: { type: 'string' },
        tz: { type: 'string' },
        locale: { type: 'string' },
        only: { type: 'string' },
        limit: { type: 'string' },
        misses: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`nova ai: ${message.split('\n')[0]} (${usage})\n`);
    return 2;
  }
  const [command] = positionals;
  if (positionals.length === 1 && command === 'parse') return parse(values, io);
  if (positionals.length === 1 && command === 'eval') return evaluate(values, io);
  io.stderr.write(`nova ai: unknown command ${positionals.join(' ') || '(none)'} (${usage})\n`);
  return 2;
}

async function parse(values: Flags, io: CliIo): Promise<number> {
  if (values.only !== undefined || values.limit !== undefined || values.misses || values.json) {
    io.stderr.write(`nova ai: --only, --limit, --misses and --json belong to nova ai eval (${usage})\n`);
    return 2;
  }
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (values.now !== undefined && (!/^\d{4}-\d{2}-\d{2}/.test(values.now) || Number.isNaN(now.getTime()))) {
    io.stderr.write(`nova ai: --now must be an ISO 8601 time, e.g. 2026-11-18T09:00:00Z\n`);
    return 2;
  }
  const timeZone = values.tz ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    io.stderr.write(`nova ai: --tz must be an IANA time zone, e.g. Europe/Paris\n`);
    return 2;
  }
  const locale = values.locale ?? 'ru';
  if (!isAiLocale(locale)) {
    io.stderr.write('nova ai: --locale must be ru, en or fr\n');
    return 2;
  }
  const input = { text: (await readAll(io.stdin)).slice(0, 10_000), now, timeZone, locale };
  let tasks: ParsedTask[] = [];
  if (isLocal(io.env ?? process.env)) {
    if (input.text.trim()) tasks = (await import('./local/parse.ts')).localParse(input);
  } else {
    const assistant = await configuredAssistant(io);
    if (!assistant) return 1;
    if (input.text.trim()) tasks = (await assistant.parse(input)).value;
  }
  io.stdout.write(`${JSON.stringify({ tasks })}\n`);
  return 0;
}

async function evaluate(values: Flags, io: CliIo): Promise<number> {
  if (values.now !== undefined || values.tz !== undefined || values.locale !== undefined) {
    io.stderr.write(`nova ai: --now, --tz and --locale belong to nova ai parse (${usage})\n`);
    return 2;
  }
  if (values.only !== undefined && values.only !== 'parse' && values.only !== 'chat') {
    io.stderr.write('nova ai: --only must be parse or chat\n');
    return 2;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    io.stderr.write('nova ai: --limit must be a whole number of cases, 1 or more\n');
    return 2;
  }
  const assistant = await configuredAssistant(io);
  if (!assistant) return 1;
  const env = io.env ?? process.env;
  const { runEval, formatEval, summarizeEval } = await import('./eval/run-eval.ts');
  const result = await runEval(assistant, { only: values.only as 'parse' | 'chat' | undefined, limit });
  const model = assistant.provider === 'local' ? 'built-in engine' : env.AI_MODEL || 'default model';
  if (values.json) io.stdout.write(`${JSON.stringify(summarizeEval(result))}\n`);
  else io.stdout.write(formatEval(result, `${assistant.provider} (${model})`, values.misses ?? false));
  return 0;
}
