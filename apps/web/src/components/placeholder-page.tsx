// A calm, titled empty screen for sections whose real screens arrive in later work.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{t('placeholder.comingSoon')}</p>
    </div>
  );
}
