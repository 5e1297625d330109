// The Nova chat panel (SPEC §2 "AI chat"): a non-modal panel beside the list so applied actions show
// up in it at once. Header with the coach persona (switchable), what Nova has learned, the message
// log, proposals applied or dismissed one by one, "Undo" for the last applied one, and the input
// (Enter sends, Shift+Enter a new line). Escape closes it and focus goes back to the toggle.
import type { PersonaId } from '@nova/core/ai/personas';
import { useQuery } from '@tanstack/react-query';
import { Brain, Eraser, Send, Undo2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  aiLocaleOf,
  personaQueryOptions,
  personasQueryOptions,
  useSavePersona,
} from '../../../lib/api/ai.ts';
import { ActionNotApplicable, failureKind, useApplyAction } from '../hooks/use-apply-action.ts';
import { useAssistantChat } from '../hooks/use-assistant-chat.ts';
import type { ChatAction } from '../lib/assistant-actions.ts';
import { ChatMessage } from './chat-message.tsx';
import { LearnedPatterns } from './learned-patterns.tsx';
import { PersonaIcon } from './persona-badge.tsx';

export function AssistantChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('assistant');
  const titleId = useId();
  const inputId = useId();
  const personaSelectId = useId();
  const personas = useQuery(personasQueryOptions(aiLocaleOf(i18n.language))).data?.personas ?? [];
  const savedPersona = useQuery(personaQueryOptions()).data?.persona;
  const savePersona = useSavePersona();
  const [picked, setPicked] = useState<PersonaId | null>(null);
  const personaId = picked ?? savedPersona;
  const persona = personas.find((p) => p.id === personaId);
  const chat = useAssistantChat(personaId);
  const runner = useApplyAction();
  const [text, setText] = useState('');
  const [busyAction, setBusyAction] = useState<string | null>(null);
  const [showPatterns, setShowPatterns] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the log grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.entries.length, chat.sending]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(text)) setText('');
  };

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

  const lastTitle = chat.lastApplied?.action.suggestion.action_text;
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
      <header className="flex items-center gap-2 border-b border-border p-3">
        {persona ? <PersonaIcon persona={persona} className="size-5 text-primary" /> : null}
        <div className="mr-auto min-w-0">
          <h2 id={titleId} className="text-base font-semibold">
            {t('chat.title')}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {persona
              ? t('chat.personaLine', { name: persona.name, title: persona.title })
              : t('chat.subtitle')}
          </p>
        </div>
        <Button
          variant={showPatterns ? 'secondary' : 'ghost'}
          size="icon"
          className="size-9"
          aria-label={t('patterns.title')}
          aria-pressed={showPatterns}
          title={t('patterns.title')}
          onClick={() => setShowPatterns((on) => !on)}
        >
          <Brain aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('chat.clear')}
          title={t('chat.clear')}
          disabled={chat.entries.length === 0 || chat.sending}
          onClick={chat.clear}
        >
          <Eraser aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-9" aria-label={t('chat.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>

      <div className="flex items-center gap-2 border-b border-border px-3 py-2 text-sm">
        <label htmlFor={personaSelectId} className="text-muted-foreground">
          {t('chat.coach')}
        </label>
        <select
          id={personaSelectId}
          value={personaId ?? ''}
          disabled={!personas.length || savePersona.isPending}
          onChange={(event) => {
            const next = personas.find((p) => p.id === event.target.value)?.id;
            if (!next) return;
            setPicked(next satisfies PersonaId);
            savePersona.mutate(next, {
              onError: () => {
                setPicked(null);
                toast.error(t('persona.saveFailed'));
              },
            });
          }}
          className="h-8 rounded-lg border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {personas.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {p.title}
            </option>
          ))}
        </select>
      </div>

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
        <div className="flex items-center gap-2 border-t border-border bg-muted/50 px-3 py-2 text-sm">
          <p className="mr-auto min-w-0 truncate">{t('chat.appliedLine', { title: lastTitle })}</p>
          <Button variant="outline" size="sm" disabled={busyAction !== null} onClick={() => void undoLast()}>
            <Undo2 aria-hidden="true" />
            {t('chat.undo')}
          </Button>
        </div>
      ) : null}

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={text}
          maxLength={4000}
          placeholder={t('chat.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-11 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!text.trim() || chat.sending}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
