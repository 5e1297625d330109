// Any path we do not route.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh focus:outline-none flex-col items-center justify-center gap-5 bg-background px-6 text-center text-foreground"
    >
      <p className="text-6xl font-semibold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
