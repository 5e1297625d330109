// The public case tables (parse-cases.json, chat-cases.json): their shapes, read from disk and checked
// once, so a hand edit that breaks a case fails loudly instead of scoring nonsense. The unit tests
// of the local engine and `npm run eval:ai` read the same files.
import { readFileSync } from 'node:fs';
import type { AiLocale } from '@nova/core/ai/limits';
import { isRecord } from '@nova/core/guards';
import type { ChatStrategy, ChatTask, ChatTemplate } from '../local/chat.ts';

/** The fields a parse case may check: title, deadline date, priority, category, minutes. */
export type ParseExpect = {
  t?: string;
  d?: string | null;
  p?: 'high' | 'medium' | 'low';
  c?: string;
  m?: number;
};
export type ParseCase = [AiLocale, string, ParseExpect[]];
export type ParseTable = { now: string; zones: Record<AiLocale, string>; cases: ParseCase[] };

export type ChatContext = { tasks: ChatTask[]; strategies: ChatStrategy[]; templates: ChatTemplate[] };
export type ChatCaseOptions = { strategies?: boolean };
export type ChatCase = [AiLocale, string, string] | [AiLocale, string, string, ChatCaseOptions];
export type ChatTable = {
  now: string;
  zones: Record<AiLocale, string>;
  context: Record<AiLocale, ChatContext>;
  cases: ChatCase[];
};

const locales = new Set(['ru', 'en', 'fr']);

function read(name: string): Record<string, unknown> {
  const raw: unknown = JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
  if (!isRecord(raw) || !Array.isArray(raw.cases) || typeof raw.now !== 'string' || !isRecord(raw.zones))
    throw new Error(`${name}: expected { now, zones, cases: [...] }`);
  return raw;
}

function badCase(name: string, index: number, why: string): never {
  throw new Error(`${name}: case ${index + 1} ${why}`);
}

export function loadParseTable(): ParseTable {
  const raw = read('./parse-cases.json');
  const cases = raw.cases as unknown[];
  cases.forEach((c, i) => {
    if (!Array.isArray(c) || c.length !== 3) badCase('parse-cases.json', i, 'is not [locale, text, tasks]');
    if (!locales.has(c[0])) badCase('parse-cases.json', i, `has an unknown locale ${String(c[0])}`);
    if (typeof c[1] !== 'string' || !Array.isArray(c[2]) || !c[2].every(isRecord))
      badCase('parse-cases.json', i, 'needs a text and a list of expected tasks');
  });
  return raw as unknown as ParseTable;
}

export function loadChatTable(): ChatTable {
  const raw = read('./chat-cases.json');
  if (!isRecord(raw.context)) throw new Error('chat-cases.json: expected a context per locale');
  const cases = raw.cases as unknown[];
  cases.forEach((c, i) => {
    if (!Array.isArray(c) || c.length < 3) badCase('chat-cases.json', i, 'is not [locale, message, intent]');
    if (!locales.has(c[0])) badCase('chat-cases.json', i, `has an unknown locale ${String(c[0])}`);
    if (typeof c[1] !== 'string' || typeof c[2] !== 'string')
      badCase('chat-cases.json', i, 'needs a message and an intent');
  });
  return raw as unknown as ChatTable;
}
