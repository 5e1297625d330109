// The frame of every guarded screen: skip link, top bar, mobile bottom bar, settings dialog.
// On /app and /strategy (which get their own sidebars later) only a slim header stays, with the
// settings and logout buttons, so nobody is ever stuck. The header's live parts (level, sync state,
// delegated tasks, notifications: header-status.tsx, its own chunk) come once the screen under it has
// painted: each asks for its own texts or data, requests a slow phone would otherwise make before the
// screen's own.
import { BarChart3, BookOpen, Compass, ListTodo, LogOut, Settings, Target, Trophy } from 'lucide-react';
import {
  type ComponentType,
  Suspense,
  type SVGProps,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import { lazyPart, toastAndClose } from '../lib/lazy-part.tsx';
import { isNavHidden, isNavItemActive, mainNavItems, type NavItemId } from '../lib/nav.ts';
import { PageLoader } from './page-loader.tsx';
import { useLogout } from './use-logout.ts';
import { useReminderOpen } from './use-reminder-open.ts';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

const loadSettingsDialog = () => import('../features/settings/components/settings-dialog.tsx');
const HeaderStatus = lazyPart(() => import('./header-status.tsx').then((m) => ({ default: m.HeaderStatus })));
const SettingsDialog = lazyPart(
  () => loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })),
  toastAndClose(({ onOpenChange }) => onOpenChange(false)),
);

const navIcons: Record<NavItemId, ComponentType<SVGProps<SVGSVGElement>>> = {
  tasks: ListTodo,
  priorities: Target,
  strategy: Compass,
  analytics: BarChart3,
  progress: Trophy,
};

export function SignedInLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logout, pending } = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [screenShown, setScreenShown] = useState(false);
  const onScreenShown = useCallback(() => startTransition(() => setScreenShown(true)), []);
  useTimeZoneSync();
  useReminderOpen();
  const navHidden = isNavHidden(pathname);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Link
            to="/app"
            className="mr-2 flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/favicon.svg" alt="" className="size-7" width="28" height="28" />
            {/* On a phone the header keeps its room for the buttons: the name is for screen readers there. */}
            <span className="sr-only sm:not-sr-only">Nova</span>
          </Link>
          {navHidden ? null : (
            <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 md:flex">
              {mainNavItems.map((item) => {
                const Icon = navIcons[item.id];
                const active = isNavItemActive(pathname, item);
                return (
                  <Link
                    key={item.id}
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex h-9 items-center gap-2 rounded-lg px-3 text-sm transition-colors motion-reduce:transition-none',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'bg-secondary font-medium text-secondary-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`nav.${item.id}`)}
                  </Link>
                );
              })}
              <Link
                to="/guide"
                className="flex h-9 items-center gap-2 rounded-lg px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <BookOpen aria-hidden="true" className="size-4" />
                {t('nav.guide')}
              </Link>
            </nav>
          )}
          <div className="ml-auto flex items-center gap-1">
            {navHidden ? null : (
              <Link
                to="/guide"
                aria-label={t('nav.guide')}
                title={t('nav.guide')}
                className={buttonClasses('ghost', 'icon', 'md:hidden')}
              >
                <BookOpen aria-hidden="true" />
              </Link>
            )}
            {screenShown ? (
              <Suspense fallback={null}>
                <HeaderStatus />
              </Suspense>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
              onPointerEnter={() => void loadSettingsDialog()}
              onFocus={() => void loadSettingsDialog()}
              onClick={() => setSettingsOpen(true)}
            >
              <Settings aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              // On a phone, logging out is in the settings dialog: the header stays within 390 px.
              className="hidden sm:inline-flex"
              aria-label={t('nav.logout')}
              title={t('nav.logout')}
              disabled={pending}
              onClick={() => void logout()}
            >
              <LogOut aria-hidden="true" />
            </Button>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className={cn('focus:outline-none', navHidden ? '' : 'pb-20 md:pb-0')}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ScreenShown onShown={onScreenShown} />
        </Suspense>
      </main>

      {navHidden ? null : <MobileNav pathname={pathname} />}

      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} onLogout={logout} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Calls `onShown` once, after the browser has painted the first screen it commits with (it sits in the
 * same Suspense boundary as the screen, so it commits when the screen does, not with the loader).
 */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame, then a task after it: that frame has been painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onShown, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onShown]);
  return null;
}

/** Under 768 px: five sections in a bottom bar (SPEC §2: 5 columns, 16 units high). */
function MobileNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {mainNavItems.map((item) => {
          const Icon = navIcons[item.id];
          const active = isNavItemActive(pathname, item);
          return (
            <li key={item.id} className="flex">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  active ? 'font-medium text-primary' : 'text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(`nav.${item.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
