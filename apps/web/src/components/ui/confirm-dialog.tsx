// A destructive-action confirmation on Radix's alert dialog (focus lands on Cancel, Escape cancels).
// Features pass their own translated texts; an optional trigger renders inside the root so the
// dialog can be either self-opening or controlled through `open` / `onOpenChange`.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from './button.tsx';

export const ConfirmDialogTrigger = AlertDialog.Trigger;

type Props = {
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A `ConfirmDialogTrigger` that opens the dialog; omit it when the dialog is controlled. */
  trigger?: ReactNode;
};

export function ConfirmDialog({
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  open,
  onOpenChange,
  trigger,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-dialog-in motion-reduce:animate-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('ghost')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
