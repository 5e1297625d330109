// The recurring tasks on /habits: each template with its rhythm, the next day it brings a task, and
// pause / resume, skip the next one, delete; a short form to add one. The server creates the tasks on
// time, also while the app is closed; after a long absence it brings one, not a pile.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LoadFailedNote } from '../../../components/ui/load-state.tsx';
import {
  recurringListQueryOptions,
  useCreateRecurring,
  useDeleteRecurring,
  useRecurringAction,
} from '../api/recurring.ts';
import { RecurringCard } from './recurring-card.tsx';
import { RecurringCreateForm } from './recurring-create-form.tsx';

export function RecurringSection() {
  const { t } = useTranslation('habits');
  const query = useQuery(recurringListQueryOptions());
  const create = useCreateRecurring();
  const act = useRecurringAction();
  const remove = useDeleteRecurring();
  const failed = () => toast.error(t('errors.saveFailed'));
  const templates = query.data?.templates ?? [];

  return (
    <section aria-labelledby="recurring-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="recurring-title" className="text-2xl font-semibold tracking-tight">
          {t('recurring.title')}
        </h2>
        <p className="text-muted-foreground">{t('recurring.lead')}</p>
      </header>
      <RecurringCreateForm
        creating={create.isPending}
        onCreate={(input, onDone) => create.mutate(input, { onSuccess: onDone, onError: failed })}
      />
      {query.isError && !query.data ? (
        <LoadFailedNote
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : templates.length === 0 ? (
        query.isPending ? null : (
          <p className="text-sm text-muted-foreground">{t('recurring.empty')}</p>
        )
      ) : (
        <ul aria-labelledby="recurring-title" className="flex flex-col gap-3">
          {templates.map((template) => (
            <RecurringCard
              key={template.id}
              template={template}
              onAction={(action) => act.mutate({ id: template.id, action }, { onError: failed })}
              onDelete={() => remove.mutate({ id: template.id }, { onError: failed })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
