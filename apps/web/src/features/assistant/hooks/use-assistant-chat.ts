// The chat's state: the conversation (kept in this tab's sessionStorage per user), sending with the
// last 8 messages, each proposal's state, and the one "undo" the panel offers (the last applied
// action). Failures become Nova's SPEC §8 apology in the interface language.
import type { PersonaId } from '@nova/core/ai/personas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiLocaleOf, useChat, userTimeZone } from '../../../lib/api/ai.ts';
import { newId } from '../../../lib/api/ops.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';
import type { ChatAction, UndoStep } from '../lib/assistant-actions.ts';
import {
  type ActionState,
  type ChatEntry,
  chatStorageKey,
  historyForRequest,
  readChat,
  setActionState,
  writeChat,
} from '../lib/assistant-chat.ts';
import type { KeyValueStore } from '../lib/assistant-pending.ts';

function tabStore(): KeyValueStore | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export type LastApplied = { entryId: string; action: ChatAction; undo: UndoStep | null };

export function useAssistantChat(persona: PersonaId | undefined) {
  const { t, i18n } = useTranslation('assistant');
  const userId = useQuery(sessionQueryOptions).data?.user?.id ?? 'guest';
  const key = chatStorageKey(userId);
  const [entries, setEntries] = useState<ChatEntry[]>(() => readChat(tabStore(), key));
  const [lastApplied, setLastApplied] = useState<LastApplied | null>(null);
  const chat = useChat();
  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  useEffect(() => writeChat(tabStore(), key, entries), [key, entries]);

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content || chat.isPending) return false;
      const mine: ChatEntry = { id: newId(), role: 'user', content };
      const next = [...entriesRef.current, mine];
      setEntries(next);
      chat.mutate(
        {
          messages: historyForRequest(next),
          locale: aiLocaleOf(i18n.language),
          timeZone: userTimeZone(),
          ...(persona ? { persona } : {}),
        },
        {
          onSuccess: (reply) =>
            setEntries((current) => [
              ...current,
              {
                id: newId(),
                role: 'assistant',
                content: reply.message,
                persona: reply.persona,
                actions: reply.actions.map((action) => ({ action, state: 'proposed' as const })),
              },
            ]),
          onError: () =>
            setEntries((current) => [
              ...current,
              { id: newId(), role: 'assistant', content: t('chat.failed'), failed: true },
            ]),
        },
      );
      return true;
    },
    [chat, i18n.language, persona, t],
  );

  const mark = useCallback((entryId: string, actionId: string, state: ActionState) => {
    setEntries((current) => setActionState(current, entryId, actionId, state));
  }, []);

  const clear = useCallback(() => {
    setEntries([]);
    setLastApplied(null);
  }, []);

  return { entries, send, sending: chat.isPending, mark, clear, lastApplied, setLastApplied };
}
