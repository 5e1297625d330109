// The full-screen spinner shown while a lazy screen loads.
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('app.loadingPage')} />;
}
