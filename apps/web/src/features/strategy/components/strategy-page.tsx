// Placeholder for the strategy (/strategy) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function StrategyPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.strategy')} />;
}
