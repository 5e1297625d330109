// Cancel delegation, confirmed first (focus starts on the safe choice): the link stops working at once.
// It needs the server, so offline it is disabled like the panel's other actions.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { useCancelDelegation } from '../../api/delegation.ts';

export function CancelDelegationButton({
  taskId,
  email,
  onCancelled,
  offlineReasonId,
}: {
  taskId: string;
  email: string;
  onCancelled: () => void;
  /** Set while offline: the button is disabled and described by this element (the reason). */
  offlineReasonId?: string;
}) {
  const { t } = useTranslation('collaboration');
  const cancel = useCancelDelegation(taskId);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        onCancelled();
        toast.success(t('toast.cancelled'), { id: 'delegation' });
      },
      onError: () => toast.error(t('toast.cancelFailed'), { id: 'delegation' }),
    });

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonClasses('ghost', 'sm', 'text-destructive hover:bg-destructive/10')}
        disabled={cancel.isPending || offlineReasonId !== undefined}
        aria-describedby={offlineReasonId}
      >
        <UserX aria-hidden="true" />
        {t('delegation.cancel')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none data-[state=open]:animate-dialog-in motion-reduce:animate-none">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('delegation.cancelTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('delegation.cancelText', { email })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>
              {t('delegation.cancelKeep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={confirm}>
              {t('delegation.cancelConfirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
