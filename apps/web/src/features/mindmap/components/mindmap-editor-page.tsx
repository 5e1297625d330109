// Placeholder for the mind map editor (/mindmap/:id); the real editor replaces this file.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function MindmapEditorPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.mindmapEditor')} />;
}
