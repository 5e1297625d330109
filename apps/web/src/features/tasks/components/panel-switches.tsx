// Sidebar switches for the optional panels, each kept under its SPEC §2 name, and "take the tour".
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch.tsx';
import { PREF, useBooleanPreference } from '../../../lib/preferences.ts';

const switches = [
  { key: PREF.showPomodoroTimer, label: 'panels.pomodoro', fallback: true },
  { key: PREF.showStatsSection, label: 'panels.stats', fallback: true },
  { key: PREF.showAdhdTips, label: 'panels.tips', fallback: true },
  { key: PREF.showHealthSection, label: 'panels.health', fallback: true },
] as const;

export function PanelSwitches({ onTour }: { onTour: () => void }) {
  const { t } = useTranslation('tasks');
  const groupId = useId();
  return (
    <section aria-labelledby={groupId} className="flex w-full flex-col gap-2 border-t border-border pt-3">
      <h2 id={groupId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('sidebar.panels')}
      </h2>
      {switches.map((item) => (
        <PanelSwitch key={item.key} prefKey={item.key} label={t(item.label)} fallback={item.fallback} />
      ))}
      <button
        type="button"
        onClick={onTour}
        className="mx-3 mt-1 self-start rounded-md text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('sidebar.tour')}
      </button>
    </section>
  );
}

function PanelSwitch({ prefKey, label, fallback }: { prefKey: string; label: string; fallback: boolean }) {
  const [checked, setChecked] = useBooleanPreference(prefKey, fallback);
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-2 px-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={setChecked} />
    </div>
  );
}
