// Placeholder until the planning issue brings the health and sport section (SPEC §1); a card of /app's
// right panel (the healthSection slot). Texts in the tasks namespace, which /app has loaded.
import { HeartPulse } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';

export function HealthSection() {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  return (
    <PanelCard
      titleId={titleId}
      title={t('health.title')}
      icon={<HeartPulse aria-hidden="true" className="size-4 text-rose-500" />}
    >
      <p className="text-sm text-muted-foreground">{t('health.body')}</p>
    </PanelCard>
  );
}
