// /research
import { ContentPage } from './content-page.tsx';

export function ResearchPage() {
  return <ContentPage section="research" />;
}
