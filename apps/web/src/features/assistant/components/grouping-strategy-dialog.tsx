// Choose how Nova groups the open tasks: the recommended strategy (Nova picks; smart batching when
// in doubt) or one of SPEC §5's seven, each with one line on what it does.
import { type GroupingStrategy, groupingStrategies } from '@nova/core/ai/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';

export type GroupingChoice = GroupingStrategy | 'recommended';

export type GroupingStrategyDialogProps = {
  onGroup: (choice: GroupingChoice) => void;
  onClose: () => void;
};

const choices: readonly GroupingChoice[] = ['recommended', ...groupingStrategies];

export function GroupingStrategyDialog({ onGroup, onClose }: GroupingStrategyDialogProps) {
  const { t } = useTranslation('assistant');
  const [choice, setChoice] = useState<GroupingChoice>('recommended');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGroup(choice);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('grouping.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('grouping.dialogDescription')}</DialogDescription>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('grouping.strategyLegend')}</legend>
            {choices.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                  choice === value ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="grouping-strategy"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col">
                  <span className="font-medium">{t(`grouping.strategies.${value}.name`)}</span>
                  <span className="text-muted-foreground">{t(`grouping.strategies.${value}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('grouping.groupNow')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
