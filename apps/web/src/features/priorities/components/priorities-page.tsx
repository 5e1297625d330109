// Placeholder for the priorities (/priorities) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function PrioritiesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.priorities')} />;
}
