// Placeholder for the test task (/task-manager-test) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function TaskManagerTestPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.taskManagerTest')} />;
}
