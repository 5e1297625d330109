// The way to the delegated-tasks list from the signed-in header (an icon with its name).
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function DelegatedNavLink() {
  // Not suspending: the header must never wait for this one string.
  const { t, ready } = useTranslation('delegation', { useSuspense: false });
  const { pathname } = useLocation();
  if (!ready) return null;
  return (
    <Link
      to="/delegated"
      aria-label={t('navLabel')}
      title={t('navLabel')}
      aria-current={pathname === '/delegated' ? 'page' : undefined}
      className={buttonClasses('ghost', 'icon', 'aria-[current=page]:bg-secondary')}
    >
      <Send aria-hidden="true" />
    </Link>
  );
}
