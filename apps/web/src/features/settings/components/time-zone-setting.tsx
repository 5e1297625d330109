// The time zone that decides when the user's day starts (habits, recurring tasks): the browser's is
// taken at first sign-in; here it can be changed, saved at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sessionQueryOptions } from '../../../lib/session.ts';
import { browserTimeZone, saveTimeZone, timeZoneChoices } from '../../../lib/time-zone.ts';

export function TimeZoneSetting() {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const client = useQueryClient();
  const saved = useQuery(sessionQueryOptions).data?.user?.timeZone ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked ?? saved ?? browserTimeZone() ?? 'UTC';
  const choose = (timeZone: string) => {
    setPicked(timeZone);
    saveTimeZone(client, timeZone)
      .then(() => client.invalidateQueries({ queryKey: ['habits'] }))
      .catch(() => {
        setPicked(null);
        toast.error(t('settings.timeZoneFailed'));
      });
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('settings.timeZone')}
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        value={current}
        onChange={(e) => choose(e.target.value)}
        className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
      >
        {timeZoneChoices(current).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('settings.timeZoneHint')}
      </p>
    </div>
  );
}
