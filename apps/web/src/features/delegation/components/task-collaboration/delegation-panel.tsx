// Delegation in the task detail: a Delegate action when the task is nobody else's; otherwise the
// assignment (status, assignee, when), the link with Copy link (which makes a new link: the old one
// stops working — said next to the button), Resend, Cancel delegation (confirmed) and re-delegation.
// Offline the actions that need the server are disabled and the panel says why.
import type { Assignment } from '@nova/core/contracts/delegation';
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Copy, Mail, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { intlLocale, isLanguage } from '../../../../lib/language.ts';
import { useOnline } from '../../../../lib/offline/sync.ts';
import { delegationQueryOptions, useDelegateTask, useRenewDelegationLink } from '../../api/delegation.ts';
import { CancelDelegationButton } from './cancel-delegation-button.tsx';
import { copyText } from './copy-text.ts';
import { DelegateDialog } from './delegate-dialog.tsx';
import { OFFLINE_REASON_ID, OfflineReason } from './offline-reason.tsx';
import { useDelegationLink } from './use-delegation-link.ts';

export function DelegationPanel({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('collaboration');
  const query = useQuery(delegationQueryOptions(task.id));
  const delegate = useDelegateTask(task.id);
  const renew = useRenewDelegationLink(task.id);
  const links = useDelegationLink();
  const [dialogOpen, setDialogOpen] = useState(false);
  const assignment = query.data;
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const online = useOnline();
  /** Props of an action that needs the server: disabled offline, described by the reason. */
  const needsServer = (busy = false) => ({
    disabled: busy || !online,
    'aria-describedby': online ? undefined : OFFLINE_REASON_ID,
  });

  const newLink = (sendEmail: boolean) =>
    renew.mutate(sendEmail, {
      onSuccess: (answer) => void links.handle(answer, sendEmail ? 'send' : 'copy'),
      onError: () => toast.error(t('toast.copyFailed'), { id: 'delegation' }),
    });

  return (
    <section aria-labelledby="task-detail-delegation" className="flex flex-col gap-3">
      <h3 id="task-detail-delegation" className="text-sm font-semibold">
        {t('delegation.title')}
      </h3>
      {online ? null : <OfflineReason id={OFFLINE_REASON_ID} />}
      {query.isPending ? null : assignment ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4">
          <AssignmentSummary assignment={assignment} locale={locale} />
          {links.link ? <ShownLink link={links.link} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              {...needsServer(renew.isPending)}
              aria-describedby={online ? 'delegation-copy-hint' : `${OFFLINE_REASON_ID} delegation-copy-hint`}
              onClick={() => newLink(false)}
            >
              <Copy aria-hidden="true" />
              {t('delegation.copy')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              {...needsServer(renew.isPending)}
              onClick={() => newLink(true)}
            >
              <Mail aria-hidden="true" />
              {t('delegation.resend')}
            </Button>
            <Button variant="ghost" size="sm" {...needsServer()} onClick={() => setDialogOpen(true)}>
              <UserPlus aria-hidden="true" />
              {t('delegation.reassign')}
            </Button>
            <CancelDelegationButton
              taskId={task.id}
              email={assignment.assigneeEmail}
              onCancelled={() => links.setLink(null)}
              offlineReasonId={online ? undefined : OFFLINE_REASON_ID}
            />
          </div>
          <p id="delegation-copy-hint" className="text-xs text-muted-foreground">
            {t('delegation.copyHint')}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{t('delegation.none')}</p>
          <Button variant="outline" size="sm" {...needsServer()} onClick={() => setDialogOpen(true)}>
            <Send aria-hidden="true" />
            {t('delegation.delegate')}
          </Button>
        </div>
      )}
      {dialogOpen ? (
        <DelegateDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          pending={delegate.isPending}
          onSubmit={(body) =>
            delegate.mutate(body, {
              onSuccess: (answer) => {
                setDialogOpen(false);
                void links.handle(answer, 'send');
              },
              onError: () => toast.error(t('toast.delegateFailed'), { id: 'delegation' }),
            })
          }
        />
      ) : null}
    </section>
  );
}

function AssignmentSummary({ assignment, locale }: { assignment: Assignment; locale: string }) {
  const { t } = useTranslation('collaboration');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {t(`delegation.status.${assignment.status}`)}
        </span>
        <span>
          {t('delegation.assignee')}{' '}
          <span className="font-medium">{assignment.assigneeName ?? assignment.assigneeEmail}</span>
          {assignment.assigneeName ? (
            <span className="text-muted-foreground"> · {assignment.assigneeEmail}</span>
          ) : null}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('delegation.assignedAt', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(assignment.assignedAt),
          ),
        })}
      </p>
    </>
  );
}

/** The link made last in this view, to copy again as it is. */
function ShownLink({ link }: { link: string }) {
  const { t } = useTranslation('collaboration');
  return (
    <div className="flex gap-2">
      <label htmlFor="delegation-link" className="sr-only">
        {t('delegation.link')}
      </label>
      <input
        id="delegation-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-lg border border-input bg-muted px-2 font-mono text-xs"
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void copyText(link).then((ok) =>
            ok
              ? toast.success(t('toast.linkCopiedSame'), { id: 'delegation' })
              : toast.error(t('toast.copyFailed')),
          )
        }
      >
        <Copy aria-hidden="true" />
        {t('delegation.copyShown')}
      </Button>
    </div>
  );
}
