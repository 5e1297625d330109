// Why delegation is not available offline (SPEC §4, issue 12): it needs the server (a link, an e-mail),
// so it is not queued like other changes. Disabled controls point at this text (aria-describedby).
import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const OFFLINE_REASON_ID = 'delegation-offline-reason';

export function OfflineReason({ id }: { id: string }) {
  const { t } = useTranslation('sync', { useSuspense: false });
  return (
    <p id={id} className="flex items-center gap-2 text-sm text-muted-foreground">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offlineDisabled')}
    </p>
  );
}
