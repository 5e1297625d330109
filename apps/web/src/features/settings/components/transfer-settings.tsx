// Import and export, folded away under one disclosure like the connections: nothing of it loads until
// it is opened. Export is three download links; import is a short flow (import-flow.tsx).
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDisclosure } from './settings-disclosure.tsx';

const TransferPanel = lazy(() => import('./transfer-panel.tsx').then((m) => ({ default: m.TransferPanel })));

export function TransferSettings() {
  const { t } = useTranslation();
  return (
    <SettingsDisclosure title={t('settings.transfer')}>
      <TransferPanel />
    </SettingsDisclosure>
  );
}
