// Parts of the chat panel (assistant-chat-panel.tsx): its header, the coach picker, the "undo" bar
// and the message box.
import type { CoachPersona } from '@nova/core/ai/personas';
import { Brain, Eraser, Send, Undo2, X } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PersonaIcon } from './persona-badge.tsx';

type Persona = Pick<CoachPersona, 'id' | 'icon' | 'name' | 'title'>;

type ChatHeaderProps = {
  titleId: string;
  persona: Persona | undefined;
  showPatterns: boolean;
  onTogglePatterns: () => void;
  canClear: boolean;
  onClear: () => void;
  onClose: () => void;
};

export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation('assistant');
  const { persona, showPatterns } = props;
  return (
    <header className="flex items-center gap-2 border-b border-border p-3">
      {persona ? <PersonaIcon persona={persona} className="size-5 text-primary" /> : null}
      <div className="mr-auto min-w-0">
        <h2 id={props.titleId} className="text-base font-semibold">
          {t('chat.title')}
        </h2>
        <p className="truncate text-xs text-muted-foreground">
          {persona ? t('chat.personaLine', { name: persona.name, title: persona.title }) : t('chat.subtitle')}
        </p>
      </div>
      <Button
        variant={showPatterns ? 'secondary' : 'ghost'}
        size="icon"
        className="size-9"
        aria-label={t('patterns.title')}
        aria-pressed={showPatterns}
        title={t('patterns.title')}
        onClick={props.onTogglePatterns}
      >
        <Brain aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('chat.clear')}
        title={t('chat.clear')}
        disabled={!props.canClear}
        onClick={props.onClear}
      >
        <Eraser aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('chat.close')}
        onClick={props.onClose}
      >
        <X aria-hidden="true" />
      </Button>
    </header>
  );
}

type PersonaPickerProps = {
  personas: readonly Persona[];
  value: string | undefined;
  disabled: boolean;
  onPick: (id: string) => void;
};

export function PersonaPicker({ personas, value, disabled, onPick }: PersonaPickerProps) {
  const { t } = useTranslation('assistant');
  const selectId = useId();
  return (
    <div className="flex items-center gap-2 border-b border-border px-3 py-2 text-sm">
      <label htmlFor={selectId} className="text-muted-foreground">
        {t('chat.coach')}
      </label>
      <select
        id={selectId}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onPick(event.target.value)}
        className="h-8 rounded-lg border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {personas.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} — {p.title}
          </option>
        ))}
      </select>
    </div>
  );
}

type UndoBarProps = { title: string | undefined; disabled: boolean; onUndo: () => void };

export function UndoBar({ title, disabled, onUndo }: UndoBarProps) {
  const { t } = useTranslation('assistant');
  return (
    <div className="flex items-center gap-2 border-t border-border bg-muted/50 px-3 py-2 text-sm">
      <p className="mr-auto min-w-0 truncate">{t('chat.appliedLine', { title })}</p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={onUndo}>
        <Undo2 aria-hidden="true" />
        {t('chat.undo')}
      </Button>
    </div>
  );
}

type ChatInputProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  onText: (text: string) => void;
  sending: boolean;
  onSend: () => void;
};

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatInput({ inputRef, text, onText, sending, onSend }: ChatInputProps) {
  const { t } = useTranslation('assistant');
  const inputId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      className="flex items-end gap-2 border-t border-border p-3"
    >
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
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
        className="min-h-11 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!text.trim() || sending}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
