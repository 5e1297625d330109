// Import and export, folded away under one disclosure like the connections: nothing of it loads until
// it is opened. Export is three download links; import is a short flow (import-flow.tsx).

import { useTranslation } from 'react-i18next';
import { lazyPart, noteUnavailable } from '../../../lib/lazy-part.tsx';
import { SettingsDisclosure } from './settings-disclosure.tsx';

const TransferPanel = lazyPart(
  () => import('./transfer-panel.tsx').then((m) => ({ default: m.TransferPanel })),
  noteUnavailable,
);

export function TransferSettings() {
  const { t } = useTranslation();
  return (
    <SettingsDisclosure title={t('settings.transfer')}>
      <TransferPanel />
    </SettingsDisclosure>
  );
}
