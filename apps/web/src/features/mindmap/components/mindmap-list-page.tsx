// Placeholder for the mind map list (/mindmap) screen; the real screen replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function MindmapListPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.mindmaps')} />;
}
