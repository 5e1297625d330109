// The assistant's features, written once against the provider interface. With an LLM provider each
// feature prompts, extracts the JSON and validates it; on failure it falls back as SPEC §8 says:
// parse and grouping answer with the local engine plus the failure notice, the recommendation falls
// back to smart_batching, priorities to the local ranking, the chat to its fixed messages or the
// keyword fallback. With the local provider the engine answers directly, without network.
import { localDay } from '@nova/core/ai/dates';
import { extractJson } from '@nova/core/ai/extract-json';
import { type AiLocale, CHAT_HISTORY_USED, type GroupingStrategy } from '@nova/core/ai/limits';
import { type AiNotice, aiMessage, aiNotice } from '@nova/core/ai/messages';
import { type PersonaId, persona as personaOf } from '@nova/core/ai/personas';
import { type ChatKnownIds, type ChatReply, validateChatReply } from '@nova/core/ai/validate-chat';
import {
  type Grouping,
  type StrategyRecommendation,
  validateGrouping,
  validateRecommendation,
} from '@nova/core/ai/validate-grouping';
import { type ParsedTask, validateParsedTasks } from '@nova/core/ai/validate-parse';
import { type DailyPriorities, validateDailyPriorities } from '@nova/core/ai/validate-priorities';
import { type RecurringDetection, validateRecurringDetection } from '@nova/core/ai/validate-recurring';
import type { ChatStrategy, ChatTask, ChatTemplate } from './local/chat.ts';
import type { DateRef } from './local/dates.ts';
import {
  chatPrompt,
  groupPrompt,
  parsePrompt,
  prioritiesPrompt,
  recommendPrompt,
  recurringPrompt,
} from './prompts.ts';
import {
  AiProviderError,
  type ChatTurn,
  completionFor,
  type LlmProvider,
  type ProviderName,
} from './provider.ts';

export type Outcome<T> = { value: T; source: ProviderName; notice?: AiNotice };

export type AssistantTask = ChatTask;

export type ChatInput = {
  messages: readonly ChatTurn[];
  tasks: readonly AssistantTask[];
  strategies: readonly ChatStrategy[];
  templates: readonly ChatTemplate[];
  patterns: unknown;
  persona: PersonaId;
  locale: AiLocale;
} & DateRef;

export interface Assistant {
  readonly provider: ProviderName;
  parse(input: { text: string; locale: AiLocale } & DateRef): Promise<Outcome<ParsedTask[]>>;
  recommend(tasks: readonly AssistantTask[], locale: AiLocale): Promise<Outcome<StrategyRecommendation>>;
  group(
    tasks: readonly AssistantTask[],
    strategy: GroupingStrategy,
    locale: AiLocale,
  ): Promise<Outcome<Grouping>>;
  /** null when no task is open (SPEC §8: 'No active tasks available for prioritization'). */
  priorities(
    tasks: readonly AssistantTask[],
    input: { locale: AiLocale; persona: PersonaId } & DateRef,
  ): Promise<Outcome<DailyPriorities> | null>;
  chat(input: ChatInput): Promise<Outcome<ChatReply>>;
  detectRecurring(text: string, locale: AiLocale, ref: DateRef): Promise<Outcome<RecurringDetection>>;
}

type Log = { warn(obj: object, msg: string): void };

const isOpen = (t: AssistantTask) => t.status !== 'completed' && t.status !== 'cancelled';
const groupable = (t: AssistantTask) => ({ ...t, description: t.description });

function knownIds(input: ChatInput): ChatKnownIds {
  return {
    tasks: new Set(input.tasks.map((t) => t.id)),
    strategies: new Set(input.strategies.map((s) => s.id)),
    templates: new Set(input.templates.map((t) => t.id)),
  };
}

type LocalEngine = typeof import('./local/engine.ts');
let engineLoading: Promise<LocalEngine> | undefined;

/** The local engine, imported on first use (it and its word data are a few MB of heap). */
function engine(): Promise<LocalEngine> {
  engineLoading ??= import('./local/engine.ts').catch((error: unknown) => {
    engineLoading = undefined;
    throw error;
  });
  return engineLoading;
}

async function localChatReply(input: ChatInput, today: string): Promise<ChatReply> {
  const message = input.messages.at(-1)?.content ?? '';
  const raw = (await engine()).localChat({ ...input, message });
  return validateChatReply(raw, knownIds(input), today, aiMessage(input.locale, 'replyReceived'));
}

/** The local engine as a provider: every feature natively, deterministic, offline. */
export function localAssistant(): Assistant {
  return {
    provider: 'local',
    async parse(input) {
      return { value: (await engine()).localParse(input), source: 'local' };
    },
    async recommend(tasks, locale) {
      const value = (await engine()).localRecommendation(tasks.filter(isOpen).map(groupable), locale);
      return { value, source: 'local' };
    },
    async group(tasks, strategy, locale) {
      const value = (await engine()).localGrouping(tasks.filter(isOpen).map(groupable), strategy, locale);
      return { value, source: 'local' };
    },
    async priorities(tasks, input) {
      const value = (await engine()).localPriorities(tasks, input.locale, input.persona);
      return value ? { value, source: 'local' } : null;
    },
    async chat(input) {
      return { value: await localChatReply(input, localDay(input.now, input.timeZone)), source: 'local' };
    },
    async detectRecurring(text, locale, ref) {
      return { value: (await engine()).localDetectRecurring(text, locale, ref), source: 'local' };
    },
  };
}

/** Features over an LLM provider, each with its SPEC §8 fallback. */
export function llmAssistant(llm: LlmProvider, log?: Log): Assistant {
  const local = localAssistant();
  const fail = (feature: string, error: unknown) => {
    const e =
      error instanceof AiProviderError ? { kind: error.kind, status: error.status } : { kind: 'invalid' };
    log?.warn({ feature, provider: llm.name, ...e }, 'AI provider failed; using the fallback');
  };
  const ask = async (
    feature: Parameters<typeof completionFor>[0],
    prompt: { system: string; messages: ChatTurn[] },
  ) => llm.complete(completionFor(feature, prompt.system, prompt.messages));

  return {
    provider: llm.name,

    async parse(input) {
      const today = localDay(input.now, input.timeZone);
      try {
        const raw = extractJson(
          await ask('parse', parsePrompt(input.text, today, input.timeZone, input.locale)),
        );
        if (raw === undefined) throw new Error('unparseable');
        return { value: validateParsedTasks(raw, today), source: llm.name };
      } catch (error) {
        fail('parse', error);
        return { ...(await local.parse(input)), notice: aiNotice(input.locale, 'parseFailed') };
      }
    },

    async recommend(tasks, locale) {
      try {
        const raw = extractJson(await ask('recommend', recommendPrompt(tasks.filter(isOpen), locale)));
        const { recommendationReason } = await engine();
        return {
          value: validateRecommendation(raw, recommendationReason(locale, 'fallback')),
          source: llm.name,
        };
      } catch (error) {
        fail('recommend', error);
        return {
          value: {
            strategy: 'smart_batching',
            reasons: [(await engine()).recommendationReason(locale, 'fallback')],
          },
          source: 'local',
          notice: aiNotice(locale, 'recommendFallback'),
        };
      }
    },

    async group(tasks, strategy, locale) {
      const open = tasks.filter(isOpen);
      let text: string;
      try {
        text = await ask('group', groupPrompt(open, strategy, locale));
      } catch (error) {
        fail('group', error);
        return { ...(await local.group(tasks, strategy, locale)), notice: aiNotice(locale, 'groupFailed') };
      }
      const grouping = validateGrouping(
        extractJson(text),
        open.map((t) => t.id),
        strategy,
      );
      if (!grouping) {
        fail('group', new Error('unparseable'));
        return {
          ...(await local.group(tasks, strategy, locale)),
          notice: aiNotice(locale, 'groupUnparseable'),
        };
      }
      return { value: grouping, source: llm.name };
    },

    async priorities(tasks, input) {
      const open = tasks.filter(isOpen);
      if (open.length === 0) return null;
      try {
        const today = localDay(input.now, input.timeZone);
        const text = await ask(
          'priorities',
          prioritiesPrompt(open, today, input.locale, personaOf(input.persona, input.locale)),
        );
        const minutes = open.reduce((s, t) => s + (t.durationMinutes ?? 30), 0);
        const value = validateDailyPriorities(
          extractJson(text),
          new Set(open.map((t) => t.id)),
          (await engine()).workloadOf(open.length, minutes),
        );
        if (!value) throw new Error('no valid top priority');
        return { value, source: llm.name };
      } catch (error) {
        fail('priorities', error);
        const fallback = await local.priorities(tasks, input);
        return fallback ? { ...fallback, notice: aiNotice(input.locale, 'prioritiesFallback') } : null;
      }
    },

    async chat(input) {
      const today = localDay(input.now, input.timeZone);
      const history = input.messages.slice(-CHAT_HISTORY_USED);
      const message = history.at(-1)?.content ?? '';
      let text: string;
      try {
        const prompt = chatPrompt({
          history: history.slice(0, -1),
          message,
          tasks: input.tasks.filter(isOpen),
          strategies: input.strategies,
          templates: input.templates,
          patterns: input.patterns,
          persona: personaOf(input.persona, input.locale),
          locale: input.locale,
          today,
        });
        text = await ask('chat', prompt);
      } catch (error) {
        fail('chat', error);
        // An empty reply asks the user to rephrase; any other failure is SPEC §8's "problems" message.
        const key = error instanceof AiProviderError && error.kind === 'empty' ? 'chatEmpty' : 'chatFailed';
        return {
          value: { message: aiMessage(input.locale, key), actions: [] },
          source: llm.name,
          notice: aiNotice(input.locale, key),
        };
      }
      const raw = extractJson(text);
      if (typeof raw === 'object' && raw !== null && 'message' in raw) {
        return {
          value: validateChatReply(raw, knownIds(input), today, aiMessage(input.locale, 'replyReceived')),
          source: llm.name,
        };
      }
      // Not the JSON we asked for: the keyword fallback, else the raw text (SPEC §8).
      const fallback = await localChatReply(input, today);
      if (fallback.actions.length > 0) return { value: fallback, source: 'local' };
      const shown = text.trim().slice(0, 4000);
      return {
        value: { message: shown || aiMessage(input.locale, 'chatEmpty'), actions: [] },
        source: llm.name,
      };
    },

    async detectRecurring(text, locale, ref) {
      try {
        const raw = extractJson(await ask('recurring', recurringPrompt(text, locale)));
        const value = validateRecurringDetection(raw);
        if (value.template) return { value, source: llm.name };
        throw new Error('no template');
      } catch (error) {
        fail('recurring', error);
        return local.detectRecurring(text, locale, ref);
      }
    },
  };
}
