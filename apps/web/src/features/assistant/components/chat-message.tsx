// One entry of the conversation: the user's words on the right, Nova's on the left with the proposed
// actions under them. Nova's text is shown as it comes (fallback texts included), as plain text.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { ChatAction } from '../lib/assistant-actions.ts';
import type { ChatEntry } from '../lib/assistant-chat.ts';
import { ChatActionCard } from './chat-action-card.tsx';

export type ChatMessageProps = {
  entry: ChatEntry;
  busyAction: string | null;
  onApply: (action: ChatAction) => void;
  onDismiss: (action: ChatAction) => void;
};

export const ChatMessage = memo(function ChatMessage({
  entry,
  busyAction,
  onApply,
  onDismiss,
}: ChatMessageProps) {
  const { t } = useTranslation('assistant');
  const mine = entry.role === 'user';
  return (
    <div className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <div
        data-role={entry.role}
        className={cn(
          'max-w-[90%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
          entry.failed && 'border border-destructive/40',
        )}
      >
        <span className="sr-only">{mine ? t('chat.you') : t('chat.nova')}: </span>
        {entry.content}
      </div>
      {entry.actions?.length ? (
        <div className="flex w-full flex-col gap-2 pl-2">
          {entry.actions.map(({ action, state }) => (
            <ChatActionCard
              key={action.id}
              action={action}
              state={state}
              busy={busyAction !== null}
              onApply={() => onApply(action)}
              onDismiss={() => onDismiss(action)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
});
