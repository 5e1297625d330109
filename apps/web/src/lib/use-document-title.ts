// Sets the tab title for a screen: "<page> · Nova Planner".
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Nova Planner` : 'Nova Planner';
  }, [title]);
}
