// The task detail as a side sheet on Radix Dialog: focus is trapped inside, Escape closes (except while
// a field uses Escape to cancel its own edit), focus goes back to the task that opened it.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { taskQueryOptions } from '../../../../lib/api/tasks.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { TaskDetailBody } from './task-detail-body.tsx';

/** Fields that handle Escape themselves (cancel an edit) carry this attribute. */
export const OWN_ESCAPE_ATTRIBUTE = 'data-own-escape';

export type TaskDetailSheetProps = { taskId: string; onClose: () => void };

export function TaskDetailSheet({ taskId, onClose }: TaskDetailSheetProps) {
  const { t } = useTranslation('task-detail');
  const query = useQuery(taskQueryOptions(taskId));
  // Sections register a flush (the description's pending autosave) to run before the sheet closes.
  const beforeClose = useRef(new Set<() => void>());
  const close = useCallback(() => {
    for (const flush of beforeClose.current) flush();
    onClose();
  }, [onClose]);

  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest(`[${OWN_ESCAPE_ATTRIBUTE}]`)) event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col border-l border-border bg-card text-card-foreground shadow-xl focus-visible:outline-none data-[state=open]:animate-step-in-right motion-reduce:animate-none"
        >
          <div className="flex items-start justify-end px-4 pt-3">
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('close')}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {query.data ? (
            <TaskDetailBody
              key={query.data.id}
              task={query.data}
              onClose={close}
              beforeClose={beforeClose.current}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
              <DialogPrimitive.Title className="sr-only">{t('sheetTitle')}</DialogPrimitive.Title>
              {query.isPending ? (
                <div role="status" className="flex flex-col items-center gap-3">
                  <Spinner className="size-6" />
                  <p className="text-sm text-muted-foreground">{t('loading')}</p>
                </div>
              ) : (
                <div role="alert" className="flex flex-col items-center gap-4">
                  <p className="text-base">{notFound ? t('notFound') : t('loadFailed')}</p>
                  {notFound ? null : (
                    <Button variant="outline" onClick={() => void query.refetch()}>
                      {t('retry')}
                    </Button>
                  )}
                </div>
              )}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
