// The loading line, the load-failed alert with a retry button and the empty box that list pages show
// around their data (role="status" / role="alert" so screen readers hear the first two).
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

/** The dashed box a list shows when it loaded and has nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
      {children}
    </p>
  );
}
