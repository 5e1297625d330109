// The Nova chat panel (SPEC §2 "AI chat"): a non-modal panel beside the list so applied actions show
// up in it at once. Header with the coach persona (switchable), what Nova has learned, the message
// log, proposals applied or dismissed one by one, "Undo" for the last applied one, and the input
// (Enter sends, Shift+Enter a new line). Escape closes it and focus goes back to the toggle.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAssistantChat } from '../hooks/use-assistant-chat.ts';
import { useChatActions } from '../hooks/use-chat-actions.ts';
import { useChatPersona } from '../hooks/use-chat-persona.ts';
import { ChatHeader, ChatInput, PersonaPicker, UndoBar } from './assistant-chat-parts.tsx';
import { ChatMessage } from './chat-message.tsx';
import { LearnedPatterns } from './learned-patterns.tsx';

export function AssistantChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('assistant');
  const titleId = useId();
  const coach = useChatPersona();
  const chat = useAssistantChat(coach.personaId);
  const { busyAction, apply, undoLast } = useChatActions(chat);
  const [text, setText] = useState('');
  const [showPatterns, setShowPatterns] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the log grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.entries.length, chat.sending]);

  const submit = () => {
    if (chat.send(text)) setText('');
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-2 top-16 bottom-2 z-40 flex flex-col rounded-2xl border border-border bg-card text-card-foreground shadow-xl sm:right-4 sm:left-auto sm:w-[26rem]"
    >
      <ChatHeader
        titleId={titleId}
        persona={coach.persona}
        showPatterns={showPatterns}
        onTogglePatterns={() => setShowPatterns((on) => !on)}
        canClear={chat.entries.length > 0 && !chat.sending}
        onClear={chat.clear}
        onClose={onClose}
      />
      <PersonaPicker
        personas={coach.personas}
        value={coach.personaId}
        disabled={!coach.personas.length || coach.saving}
        onPick={coach.pick}
      />

      <div ref={logRef} className="flex-1 overflow-y-auto p-3">
        {showPatterns ? (
          <div className="mb-3">
            <LearnedPatterns />
          </div>
        ) : null}
        <div role="log" aria-label={t('chat.log')} aria-live="polite" className="flex flex-col gap-3">
          {chat.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('chat.empty')}</p>
          ) : null}
          {chat.entries.map((entry) => (
            <ChatMessage
              key={entry.id}
              entry={entry}
              busyAction={busyAction}
              onApply={(action) => void apply(entry.id, action)}
              onDismiss={(action) => chat.mark(entry.id, action.id, 'dismissed')}
            />
          ))}
        </div>
        {chat.sending ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('chat.thinking')}
          </p>
        ) : null}
      </div>

      {chat.lastApplied?.undo ? (
        <UndoBar
          title={chat.lastApplied.action.suggestion.action_text}
          disabled={busyAction !== null}
          onUndo={() => void undoLast()}
        />
      ) : null}
      <ChatInput inputRef={inputRef} text={text} onText={setText} sending={chat.sending} onSend={submit} />
    </div>
  );
}
