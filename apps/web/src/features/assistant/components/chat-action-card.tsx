// One proposed action under Nova's reply: what it would do (its text, type, reasoning, confidence, a
// short preview of the data) and Apply / Dismiss. Nothing happens until the user applies it.
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ChatAction } from '../lib/assistant-actions.ts';
import type { ActionState } from '../lib/assistant-chat.ts';

export type ChatActionCardProps = {
  action: ChatAction;
  state: ActionState;
  busy: boolean;
  onApply: () => void;
  onDismiss: () => void;
};

export function ChatActionCard({ action, state, busy, onApply, onDismiss }: ChatActionCardProps) {
  const { t, i18n } = useTranslation('assistant');
  const titleId = useId();
  const title = action.suggestion.action_text || t(`actionType.${action.type}`);
  const preview = previewLines(action, i18n.language);
  const open = state === 'proposed' || state === 'failed' || state === 'undone';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border bg-background p-3 text-sm',
        state === 'applied' ? 'border-primary/50' : 'border-border',
        state === 'dismissed' && 'opacity-60',
      )}
    >
      <p className="text-xs font-medium text-muted-foreground">{t(`actionType.${action.type}`)}</p>
      <h4 id={titleId} className="font-medium">
        {title}
      </h4>
      {preview.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
          {preview.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {action.suggestion.reasoning ? (
        <p className="mt-1 text-muted-foreground">
          {action.suggestion.reasoning}{' '}
          <span className="whitespace-nowrap">
            · {t('chat.confidence', { value: action.suggestion.confidence })}
          </span>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {open ? (
          <>
            <Button size="sm" disabled={busy} onClick={onApply} aria-label={t('chat.applyNamed', { title })}>
              <Check aria-hidden="true" />
              {t('chat.apply')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={onDismiss}
              aria-label={t('chat.dismissNamed', { title })}
            >
              <X aria-hidden="true" />
              {t('chat.dismiss')}
            </Button>
          </>
        ) : null}
        {state === 'applying' ? (
          <span className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" />
            {t('chat.applying')}
          </span>
        ) : null}
        <StateNote state={state} />
      </div>
    </article>
  );
}

function StateNote({ state }: { state: ActionState }) {
  const { t } = useTranslation('assistant');
  if (state === 'applied') return <span className="font-medium text-primary">{t('chat.state.applied')}</span>;
  if (state === 'dismissed')
    return <span className="text-muted-foreground">{t('chat.state.dismissed')}</span>;
  if (state === 'undone') return <span className="text-muted-foreground">{t('chat.state.undone')}</span>;
  if (state === 'failed') return <span className="text-destructive">{t('chat.state.failed')}</span>;
  return null;
}

function formatDay(iso: string, language: string): string {
  const date = new Date(`${iso}T12:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long' }).format(date);
}

function previewLines(action: ChatAction, language: string): string[] {
  const lines: string[] = [];
  if (action.taskData?.startDate) lines.push(formatDay(action.taskData.startDate, language));
  for (const step of action.subtasks) lines.push(step.title);
  if (action.type === 'add_detailed_description' && action.description) lines.push(action.description);
  if (action.recurringTaskData) lines.push(action.recurringTaskData.title);
  return [...new Set(lines)].slice(0, 6);
}
