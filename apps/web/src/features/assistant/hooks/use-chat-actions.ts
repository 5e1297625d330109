// Applying the chat's proposals one by one, and undoing the last applied one: each marks the proposal's
// state in the conversation and says a failure in a toast. One action runs at a time (`busyAction`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ChatAction } from '../lib/assistant-actions.ts';
import { ActionNotApplicable, failureKind, useApplyAction } from './use-apply-action.ts';
import type { useAssistantChat } from './use-assistant-chat.ts';

export function useChatActions(chat: ReturnType<typeof useAssistantChat>) {
  const { t } = useTranslation('assistant');
  const runner = useApplyAction();
  const [busyAction, setBusyAction] = useState<string | null>(null);

  const apply = async (entryId: string, action: ChatAction) => {
    setBusyAction(action.id);
    chat.mark(entryId, action.id, 'applying');
    try {
      const undo = await runner.apply(action);
      chat.mark(entryId, action.id, 'applied');
      chat.setLastApplied({ entryId, action, undo });
    } catch (error) {
      chat.mark(entryId, action.id, 'failed');
      const kind = error instanceof ActionNotApplicable ? 'notApplicable' : failureKind(action);
      toast.error(t(`chat.applyFailed.${kind}`));
    } finally {
      setBusyAction(null);
    }
  };

  const undoLast = async () => {
    const last = chat.lastApplied;
    if (!last?.undo) return;
    setBusyAction(last.action.id);
    try {
      await runner.undo(last.undo);
      chat.mark(last.entryId, last.action.id, 'undone');
      chat.setLastApplied(null);
      toast(t('chat.undone'));
    } catch {
      toast.error(t('chat.undoFailed'));
    } finally {
      setBusyAction(null);
    }
  };

  return { busyAction, apply, undoLast };
}
