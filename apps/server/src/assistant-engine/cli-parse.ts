// `nova ai parse [--now <ISO time>] [--tz <IANA zone>] [--locale ru|en|fr]`: reads text on stdin and
// prints one JSON object {"tasks":[...]} on stdout, with the configured provider (local by default).
// Bad flags: one line on stderr, exit 2. Empty or meaningless text: {"tasks":[]}, exit 0.
import { parseArgs } from 'node:util';
import { isTimeZone } from '@nova/core/ai/dates';
import { isAiLocale } from '@nova/core/ai/limits';
import { loadConfig } from '../config.ts';
import { StartupError } from '../startup-error.ts';
import { createAssistant } from './create-assistant.ts';

export type CliIo = {
  stdin: AsyncIterable<string | Buffer>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env?: Record<string, string | undefined>;
};

async function readAll(stream: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
  return chunks.join('');
}

export async function aiCli(argv: string[], io: CliIo): Promise<number> {
  const usage = 'usage: nova ai parse [--now <ISO time>] [--tz <IANA zone>] [--locale ru|en|fr]';
  let values: { now?: string; tz?: string; locale?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { now: { type: 'string' }, tz: { type: 'string' }, locale: { type: 'string' } },
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`nova ai: ${message.split('\n')[0]} (${usage})\n`);
    return 2;
  }
  if (positionals.length !== 1 || positionals[0] !== 'parse') {
    io.stderr.write(`nova ai: unknown command ${positionals.join(' ') || '(none)'} (${usage})\n`);
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
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env ?? process.env, { persistSecret: false });
  } catch (error) {
    io.stderr.write(`nova ai: ${error instanceof StartupError ? error.message : String(error)}\n`);
    return 1;
  }
  const text = (await readAll(io.stdin)).slice(0, 10_000);
  const assistant = createAssistant(config.ai);
  const { value } = text.trim() ? await assistant.parse({ text, now, timeZone, locale }) : { value: [] };
  io.stdout.write(`${JSON.stringify({ tasks: value })}\n`);
  return 0;
}
