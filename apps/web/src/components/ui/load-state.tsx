// The loading line and the load-failed alert with a retry button that list pages show before their
// data arrives (role="status" / role="alert" so screen readers hear both).
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner />
      {children}
    </p>
  );
}

type LoadFailedProps = { message: string; retryLabel: string; onRetry: () => void };

export function LoadFailedNote({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
