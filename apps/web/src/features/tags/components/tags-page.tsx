// Placeholder for the tags (/tags) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function TagsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.tags')} />;
}
