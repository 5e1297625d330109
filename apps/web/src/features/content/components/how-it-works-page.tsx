// /how-it-works
import { ContentPage } from './content-page.tsx';

export function HowItWorksPage() {
  return <ContentPage section="howItWorks" />;
}
