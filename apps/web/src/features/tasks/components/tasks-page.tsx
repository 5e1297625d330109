// Placeholder for the main task (/app) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function TasksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tasks')} />;
}
