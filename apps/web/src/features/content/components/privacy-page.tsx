// /privacy
import { ContentPage } from './content-page.tsx';

export function PrivacyPage() {
  return <ContentPage section="privacy" />;
}
