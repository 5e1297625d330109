// /terms
import { ContentPage } from './content-page.tsx';

export function TermsPage() {
  return <ContentPage section="terms" />;
}
