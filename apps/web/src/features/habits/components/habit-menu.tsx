// A habit's quieter actions: change it, archive or restore, and delete after a confirmation.
import type { HabitDto } from '@nova/core/contracts/habits';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { HabitActions } from '../hooks/use-habit-actions.ts';
import { HabitEditDialog } from './habit-edit-dialog.tsx';

export function HabitMenu({ habit, actions }: { habit: HabitDto; actions: HabitActions }) {
  const { t } = useTranslation('habits');
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('edit.open', { name: habit.name })}
        title={t('edit.open', { name: habit.name })}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden />
      </Button>
      {editing ? (
        <HabitEditDialog habit={habit} open={editing} onOpenChange={setEditing} onSave={actions.update} />
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t(habit.archived ? 'restore' : 'archive', { name: habit.name })}
        title={t(habit.archived ? 'restore' : 'archive', { name: habit.name })}
        onClick={() => actions.archive(habit.id, !habit.archived)}
      >
        {habit.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('delete.open', { name: habit.name })}
        title={t('delete.open', { name: habit.name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title', { name: habit.name })}
        description={t('delete.description')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => actions.remove(habit.id)}
      />
    </div>
  );
}
