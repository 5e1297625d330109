// The frame of the public pages (landing, blog, research, guide...): header links, main, footer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { buttonClasses } from './ui/button.tsx';

export const APP_VERSION = 'v2.0.1';

const linkClass =
  'rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

// [path, i18n key] in display order.
const headerLinks = [
  ['/how-it-works', 'publicNav.howItWorks'],
  ['/guide', 'publicNav.guide'],
  ['/blog', 'publicNav.blog'],
  ['/research', 'publicNav.research'],
] as const;
const footerLinks = [
  ['/how-it-works', 'publicNav.howItWorks'],
  ['/blog', 'publicNav.blog'],
  ['/research', 'publicNav.research'],
  ['/terms', 'footer.terms'],
  ['/privacy', 'footer.privacy'],
] as const;

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="border-b border-border/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-6">
          <BrandLink />
          <nav aria-label={t('publicNav.label')} className="ml-auto hidden items-center gap-2 sm:flex">
            {headerLinks.map(([to, key]) => (
              <Link key={to} to={to} className={linkClass}>
                {t(key)}
              </Link>
            ))}
          </nav>
          <Link to="/auth" className={buttonClasses('secondary', 'sm', 'ml-auto sm:ml-2')}>
            {t('publicNav.signIn')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-border/60">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center">
          <p>
            © Nova Planner · <span>{APP_VERSION}</span>
          </p>
          <nav aria-label={t('footer.label')} className="flex flex-wrap gap-x-4 gap-y-2 sm:ml-auto">
            {footerLinks.map(([to, key]) => (
              <Link key={to} to={to} className={linkClass}>
                {t(key)}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** A readable text column with the page's single h1. */
export function ProsePage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
      </header>
      <div className="prose-calm flex flex-col gap-6">{children}</div>
    </article>
  );
}
