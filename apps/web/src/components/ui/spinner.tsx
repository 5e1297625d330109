// Spinners: an inline one, and the full-screen one shown while a screen or the session loads.
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-5 animate-spin text-primary motion-reduce:animate-none', className)}
    />
  );
}

/** Announced to screen readers through role="status"; the label is the visible text. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-background"
    >
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
