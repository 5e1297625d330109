// The text box with 'Задача' and 'Идея': Enter adds a task; both buttons wait for non-blank text;
// the box empties after adding (SPEC §2, §5).
import type { TaskType } from '@nova/core/domain/validation';
import { Lightbulb, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { canAdd } from '../walkthrough-rules.ts';
import { BusyBadge } from './busy-badge.tsx';

type Props = { onAdd: (title: string, type: TaskType) => void; adding: boolean };

export function WalkthroughAddForm({ onAdd, adding }: Props) {
  const { t } = useTranslation('status-walkthrough');
  const ids = { input: useId(), hint: useId() };
  const [text, setText] = useState('');
  const ready = canAdd(text);

  function add(type: TaskType) {
    if (!canAdd(text)) {
      toast.error(t('errors.titleEmpty'), { id: 'walkthrough-title-empty' });
      return;
    }
    onAdd(text, type);
    setText('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add('task');
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <div className="flex items-center gap-2">
        <Label htmlFor={ids.input}>{t('add.label')}</Label>
        {adding ? <BusyBadge label={t('busy.adding')} /> : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={ids.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('add.placeholder')}
          aria-describedby={ids.hint}
          autoComplete="off"
          maxLength={500}
          className="flex-1"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={!ready} className="flex-1 sm:flex-none">
            <Plus aria-hidden="true" />
            {t('add.task')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!ready}
            onClick={() => add('idea')}
            className="flex-1 sm:flex-none"
          >
            <Lightbulb aria-hidden="true" />
            {t('add.idea')}
          </Button>
        </div>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {t('add.hint')}
      </p>
    </form>
  );
}
