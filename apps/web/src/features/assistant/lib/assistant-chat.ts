// The Nova chat's conversation: entries with their proposed actions and each action's state, the
// history a request sends (SPEC §7/§9: the last 8 messages, the last one the user's), and the copy
// kept in sessionStorage so a reload of the tab keeps the talk. Pure apart from the store passed in.

import type { PersonaId } from '@nova/core/ai/personas';
import { isRecord } from '@nova/core/guards';
import type { ChatAction } from './assistant-actions.ts';
import type { KeyValueStore } from './assistant-pending.ts';

export const CHAT_HISTORY_SENT = 8;
export const CHAT_MESSAGE_LIMIT = 4000;
/** Entries kept in the tab; older ones leave the panel (the server only ever reads the last 8). */
export const CHAT_ENTRIES_KEPT = 60;

export type ActionState = 'proposed' | 'applying' | 'applied' | 'dismissed' | 'undone' | 'failed';

export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  persona?: PersonaId;
  /** The assistant's proposals and what the user did with each. */
  actions?: Array<{ action: ChatAction; state: ActionState }>;
  /** A failure text shown as Nova's words (no actions). */
  failed?: boolean;
};

export type ChatHistoryMessage = { role: 'user' | 'assistant'; content: string };

/** The last `max` messages with text, clipped to the server's limit, ending with the user's. */
export function historyForRequest(
  entries: readonly ChatEntry[],
  max = CHAT_HISTORY_SENT,
): ChatHistoryMessage[] {
  const usable = entries.filter((e) => !e.failed && e.content.trim() !== '');
  let end = usable.length;
  while (end > 0 && usable[end - 1]?.role !== 'user') end -= 1;
  return usable
    .slice(Math.max(0, end - max), end)
    .map((e) => ({ role: e.role, content: e.content.slice(0, CHAT_MESSAGE_LIMIT) }));
}

export function setActionState(
  entries: readonly ChatEntry[],
  entryId: string,
  actionId: string,
  state: ActionState,
): ChatEntry[] {
  return entries.map((entry) =>
    entry.id === entryId && entry.actions
      ? {
          ...entry,
          actions: entry.actions.map((item) => (item.action.id === actionId ? { ...item, state } : item)),
        }
      : entry,
  );
}

export const chatStorageKey = (userId: string) => `nova-chat-${userId}`;

const isEntry = (value: unknown): value is ChatEntry => {
  if (!isRecord(value)) return false;
  const e = value;
  return (
    typeof e.id === 'string' &&
    (e.role === 'user' || e.role === 'assistant') &&
    typeof e.content === 'string' &&
    (e.actions === undefined || Array.isArray(e.actions))
  );
};

/** The tab's conversation; an "applying" action that a reload interrupted reads as proposed again. */
export function readChat(store: KeyValueStore | undefined, key: string): ChatEntry[] {
  try {
    const raw = store?.getItem(key);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || !value.every(isEntry)) throw new Error('corrupt');
    return value.map((entry) =>
      entry.actions
        ? {
            ...entry,
            actions: entry.actions.map((a) =>
              a.state === 'applying' ? { ...a, state: 'proposed' as const } : a,
            ),
          }
        : entry,
    );
  } catch {
    try {
      store?.removeItem(key);
    } catch {
      // unavailable storage: nothing to remove
    }
    return [];
  }
}

export function writeChat(
  store: KeyValueStore | undefined,
  key: string,
  entries: readonly ChatEntry[],
): void {
  try {
    if (entries.length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(entries.slice(-CHAT_ENTRIES_KEPT)));
  } catch {
    // Storage full or disabled: the talk lives while the page is open.
  }
}
