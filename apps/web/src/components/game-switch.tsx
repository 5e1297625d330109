// The switch that turns every game element (XP, levels, achievements, their toasts) on or off, saved
// at once on the server (PUT /api/progress/settings). In the settings dialog and on /gamification's
// "turned off" screen. A failed save puts the switch back and says so, calmly.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { progressQueryOptions, useSetGameEnabled } from '../lib/api/progress.ts';
import { Switch } from './ui/switch.tsx';

export function GameSwitch() {
  const { t } = useTranslation('progress');
  const id = useId();
  const hintId = useId();
  const progress = useQuery(progressQueryOptions());
  const save = useSetGameEnabled();
  const enabled = progress.data?.enabled ?? true;

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('switchLabel')}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('switchHint')}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={hintId}
        checked={enabled}
        disabled={!progress.data}
        onCheckedChange={(next) => save.mutate({ enabled: next }, { onError: () => toast(t('saveFailed')) })}
      />
    </div>
  );
}
