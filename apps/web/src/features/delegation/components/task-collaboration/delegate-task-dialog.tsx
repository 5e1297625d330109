// The Delegate dialog for one task as other features open it (the delegateTask slot, lib/slots.ts):
// the same dialog and request as the task detail's, then the link sent or copied as there.
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DelegateTaskSlotProps } from '../../../../lib/slots.ts';
import { useDelegateTask } from '../../api/delegation.ts';
import { DelegateDialog } from './delegate-dialog.tsx';
import { useDelegationLink } from './use-delegation-link.ts';

export function DelegateTaskDialog({ taskId, open, onOpenChange, onDelegated }: DelegateTaskSlotProps) {
  const { t } = useTranslation('collaboration');
  const delegate = useDelegateTask(taskId);
  const links = useDelegationLink();
  return (
    <DelegateDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={delegate.isPending}
      onSubmit={(body) =>
        delegate.mutate(body, {
          onSuccess: (answer) => {
            onOpenChange(false);
            void links.handle(answer, 'send');
            onDelegated();
          },
          onError: () => toast.error(t('toast.delegateFailed'), { id: 'delegation' }),
        })
      }
    />
  );
}
