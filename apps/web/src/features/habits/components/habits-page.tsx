// Placeholder for the habits (/habits) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function HabitsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.habits')} />;
}
