// Connections to other software (the calendar feed, API tokens), folded away under one disclosure: the
// settings stay short and calm for everyone else, and nothing of theirs loads until opened (so the
// dialog does not shift while it fills in).
import { useTranslation } from 'react-i18next';
import { ApiTokensSetting } from './api-tokens-setting.tsx';
import { CalendarFeedSetting } from './calendar-feed-setting.tsx';
import { SettingsDisclosure } from './settings-disclosure.tsx';

export function ConnectionsSettings() {
  const { t } = useTranslation();
  return (
    <SettingsDisclosure title={t('settings.connections')}>
      <CalendarFeedSetting />
      <ApiTokensSetting />
    </SettingsDisclosure>
  );
}
