// Reminders in settings: this device on or off (the browser's permission and push subscription), a
// test notification, the morning planning nudge and quiet hours (saved at once). Texts in the
// `reminders` namespace.
import type { ReminderSettingsDto } from '@nova/core/contracts/reminders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isLanguage } from '../../../lib/language.ts';
import {
  reminderSettingsQueryOptions,
  sendTestNotification,
  useSaveReminderSettings,
} from '../api/reminders.ts';
import { deviceState, PushBlockedError, turnOff, turnOn } from '../push-device.ts';

const deviceKey = ['reminders', 'device'] as const;

export function RemindersSetting() {
  const { t } = useTranslation('reminders');
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-3">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-medium">
        <BellRing aria-hidden="true" className="size-4" />
        {t('settings.title')}
      </h3>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('settings.hint')}
      </p>
      <DeviceSwitch />
      <ScheduleSettings />
    </section>
  );
}

function DeviceSwitch() {
  const { t, i18n } = useTranslation('reminders');
  const switchId = useId();
  const client = useQueryClient();
  const device = useQuery({ queryKey: deviceKey, queryFn: deviceState });
  const [busy, setBusy] = useState(false);
  const state = device.data?.state;
  const subscriptionId = device.data?.state === 'on' ? device.data.subscriptionId : null;

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await turnOn(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
      else if (subscriptionId) await turnOff(subscriptionId);
      toast(t(on ? 'settings.turnedOn' : 'settings.turnedOff'));
    } catch (error) {
      toast.error(t(error instanceof PushBlockedError ? 'settings.blocked' : 'settings.failed'));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: deviceKey });
    }
  };
  const test = () =>
    subscriptionId &&
    sendTestNotification(subscriptionId).then(
      ({ sent }) => (sent > 0 ? toast(t('settings.testSent')) : toast.error(t('settings.testFailed'))),
      () => toast.error(t('settings.testFailed')),
    );

  if (state === 'unsupported' || state === 'unavailable' || state === 'blocked') {
    return <p className="text-sm text-muted-foreground">{t(`settings.${state}`)}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="text-sm">
          {t('settings.device')}
        </label>
        <Switch
          id={switchId}
          checked={state === 'on'}
          disabled={busy || state === undefined}
          onCheckedChange={(on) => void toggle(on)}
        />
      </div>
      {state === 'on' ? (
        <Button type="button" variant="outline" onClick={() => void test()}>
          {t('settings.test')}
        </Button>
      ) : null}
    </div>
  );
}

const none: ReminderSettingsDto = { planningTime: null, quietStart: null, quietEnd: null };

function ScheduleSettings() {
  const { t } = useTranslation('reminders');
  const settings = useQuery(reminderSettingsQueryOptions());
  const save = useSaveReminderSettings();
  const ids = { planning: useId(), planningTime: useId(), quiet: useId(), from: useId(), until: useId() };
  const quietHintId = useId();
  if (settings.isError) return <p className="text-sm text-muted-foreground">{t('settings.loadFailed')}</p>;
  const value = save.isPending && save.variables ? save.variables : (settings.data ?? none);
  const change = (patch: Partial<ReminderSettingsDto>) =>
    save.mutate({ ...value, ...patch }, { onError: () => toast.error(t('settings.saveFailed')) });
  const timeClass = 'h-9 rounded-lg border border-input bg-background px-2 text-sm';
  const disabled = !settings.data;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={ids.planning} className="flex items-center gap-2 text-sm">
          <input
            id={ids.planning}
            type="checkbox"
            className="size-4 accent-primary"
            disabled={disabled}
            checked={value.planningTime !== null}
            onChange={(e) => change({ planningTime: e.target.checked ? '08:00' : null })}
          />
          {t('settings.planning')}
        </label>
        {value.planningTime !== null ? (
          <label htmlFor={ids.planningTime} className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t('settings.planningTime')}</span>
            <input
              id={ids.planningTime}
              type="time"
              className={timeClass}
              value={value.planningTime}
              onChange={(e) => e.target.value && change({ planningTime: e.target.value })}
            />
          </label>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={quietHintId}>
        <legend className="sr-only">{t('settings.quiet')}</legend>
        <label htmlFor={ids.quiet} className="flex items-center gap-2 text-sm">
          <input
            id={ids.quiet}
            type="checkbox"
            className="size-4 accent-primary"
            disabled={disabled}
            checked={value.quietStart !== null}
            onChange={(e) =>
              change(
                e.target.checked
                  ? { quietStart: '22:00', quietEnd: '07:00' }
                  : { quietStart: null, quietEnd: null },
              )
            }
          />
          {t('settings.quiet')}
        </label>
        {value.quietStart !== null && value.quietEnd !== null ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label htmlFor={ids.from} className="flex items-center gap-2">
              {t('settings.quietStart')}
              <input
                id={ids.from}
                type="time"
                className={timeClass}
                value={value.quietStart}
                onChange={(e) => e.target.value && change({ quietStart: e.target.value })}
              />
            </label>
            <label htmlFor={ids.until} className="flex items-center gap-2">
              {t('settings.quietEnd')}
              <input
                id={ids.until}
                type="time"
                className={timeClass}
                value={value.quietEnd}
                onChange={(e) => e.target.value && change({ quietEnd: e.target.value })}
              />
            </label>
          </div>
        ) : null}
        <p id={quietHintId} className="text-xs text-muted-foreground">
          {t('settings.quietHint')}
        </p>
      </fieldset>
    </div>
  );
}
