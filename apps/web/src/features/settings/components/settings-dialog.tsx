// Settings: interface language, theme, time zone, coach, the right panel, the game elements, logout. Everything applies at once.
import type { Language } from '@nova/core/contracts/auth';
import { LogOut } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameSwitch } from '../../../components/game-switch.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { isLanguage, supportedLanguages } from '../../../lib/language.ts';
import { SHOW_RIGHT_PANEL_KEY, useBooleanPreference } from '../../../lib/preferences.ts';
import { themePreferences } from '../../../lib/theme.ts';
import { setThemePreference, useThemePreference } from '../../../lib/theme-store.ts';
import { ConnectionsSettings } from './connections-settings.tsx';
import { PersonaSetting } from './persona-setting.tsx';
import { RemindersSetting } from './reminders-setting.tsx';
import { TimeZoneSetting } from './time-zone-setting.tsx';
import { TransferSettings } from './transfer-settings.tsx';

/** Each language names itself, so anyone can find their own. */
const languageNames: Record<Language, string> = { ru: 'Русский', en: 'English', fr: 'Français' };

export type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => Promise<void>;
};

export function SettingsDialog({ open, onOpenChange, onLogout }: SettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const languageLabelId = useId();
  const rightPanelId = useId();
  const themeHintId = useId();
  const theme = useThemePreference();
  const [showRightPanel, setShowRightPanel] = useBooleanPreference(SHOW_RIGHT_PANEL_KEY, true);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('settings.close')}>
        <DialogTitle>{t('settings.title')}</DialogTitle>
        <DialogDescription>{t('settings.description')}</DialogDescription>

        <div className="mt-6 flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <span id={languageLabelId} className="text-sm font-medium">
              {t('settings.language')}
            </span>
            <Select
              value={language}
              onValueChange={(value) => {
                if (isLanguage(value)) void changeLanguage(value);
              }}
            >
              <SelectTrigger aria-labelledby={languageLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {supportedLanguages.map((lng) => (
                  <SelectItem key={lng} value={lng} lang={lng}>
                    {languageNames[lng]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('settings.theme')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {themePreferences.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    theme === value
                      ? 'border-primary bg-primary/10 font-medium'
                      : 'border-border hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={value}
                    checked={theme === value}
                    onChange={() => setThemePreference(value)}
                    aria-describedby={themeHintId}
                    className="size-4 shrink-0 accent-primary"
                  />
                  {t(`settings.themes.${value}`)}
                </label>
              ))}
            </div>
            <p id={themeHintId} className="text-xs text-muted-foreground">
              {t('settings.themeHint')}
            </p>
          </fieldset>

          <TimeZoneSetting />

          <Suspense fallback={null}>
            <PersonaSetting />
          </Suspense>

          <div className="flex items-center justify-between gap-4">
            <label htmlFor={rightPanelId} className="text-sm font-medium">
              {t('settings.rightPanel')}
            </label>
            <Switch id={rightPanelId} checked={showRightPanel} onCheckedChange={setShowRightPanel} />
          </div>

          <Suspense fallback={null}>
            <GameSwitch />
          </Suspense>

          <Suspense fallback={null}>
            <RemindersSetting />
          </Suspense>

          <ConnectionsSettings />
          <TransferSettings />

          <div className="border-t border-border pt-4">
            <Button variant="outline" className="w-full" onClick={() => void onLogout()}>
              <LogOut aria-hidden="true" />
              {t('settings.logout')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
