// The rich-text description: the TipTap editor comes in its own lazy chunk, and the autosave state
// (idle / saving / saved / error) is announced in a polite live region next to the heading.
import type { Task } from '@nova/core/contracts/tasks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { AutosaveStatus } from '../../../../lib/autosave.ts';
import { cn } from '../../../../lib/cn.ts';
import { lazyPart, noteUnavailable } from '../../../../lib/lazy-part.tsx';
import { useDescriptionAutosave } from './use-description-autosave.ts';

const RichTextEditor = lazyPart(
  () =>
    import('../../../../components/rich-text/rich-text-editor.tsx').then((m) => ({
      default: m.RichTextEditor,
    })),
  noteUnavailable,
);

const statusKeys: Record<AutosaveStatus, string | null> = {
  idle: null,
  saving: 'autosave.saving',
  saved: 'autosave.saved',
  error: 'autosave.error',
};

export type DescriptionSectionProps = { task: Task; beforeClose: Set<() => void> };

export function DescriptionSection({ task, beforeClose }: DescriptionSectionProps) {
  const { t } = useTranslation('task-detail');
  const { status, external, onChange, conflict, restoreConflict, dismissConflict } = useDescriptionAutosave(
    task,
    beforeClose,
  );
  const statusKey = statusKeys[status];

  return (
    <section aria-labelledby="task-detail-description" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="task-detail-description" className="text-sm font-semibold">
          {t('sections.description')}
        </h3>
        <p
          role="status"
          aria-live="polite"
          className={cn('text-xs', status === 'error' ? 'text-destructive' : 'text-muted-foreground')}
        >
          {statusKey ? t(statusKey) : ''}
        </p>
      </div>
      <div role="status" className="empty:absolute">
        {conflict !== null ? (
          <div className="flex flex-col gap-2 rounded-lg border border-border bg-secondary/60 p-3 text-sm text-secondary-foreground">
            <p className="font-medium">{t('conflict.title')}</p>
            <p>{t('conflict.text')}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={restoreConflict}>
                {t('conflict.restore')}
              </Button>
              <Button size="sm" variant="ghost" onClick={dismissConflict}>
                {t('conflict.dismiss')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <Suspense
        fallback={
          <div className="min-h-32 rounded-lg border border-input bg-background p-3 text-sm text-muted-foreground">
            {t('description.loading')}
          </div>
        }
      >
        <RichTextEditor external={external} onChange={onChange} />
      </Suspense>
    </section>
  );
}
