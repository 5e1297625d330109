// /auth: sign in or create an account; signed-in visitors go straight on to the app.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { BrandLink } from '../../../components/brand-link.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { sanitizeReturnTo } from '../../../lib/return-to.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthForm } from './auth-form.tsx';

function stateFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return null;
}

export function AuthPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useQuery(sessionQueryOptions);
  // The guard passes the screen the user wanted in history state; links may pass ?returnTo=.
  const returnTo = sanitizeReturnTo(searchParams.get('returnTo') ?? stateFrom(location.state));
  useDocumentTitle(t('auth.documentTitle'));

  if (session.isPending) return <FullScreenSpinner label={t('guard.checking')} />;
  if (session.data?.user) return <Navigate to={returnTo} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="mx-auto flex w-full max-w-md items-center px-6 pt-8">
        <BrandLink />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto focus:outline-none flex w-full max-w-md flex-1 flex-col justify-center px-6 py-10"
      >
        <AuthForm returnTo={returnTo} oidcError={searchParams.get('error')} />
      </main>
      <footer className="mx-auto flex w-full max-w-md justify-center gap-6 px-6 pb-8 text-sm text-muted-foreground">
        <Link
          to="/terms"
          className="rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('footer.terms')}
        </Link>
        <Link
          to="/privacy"
          className="rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('footer.privacy')}
        </Link>
      </footer>
    </div>
  );
}
