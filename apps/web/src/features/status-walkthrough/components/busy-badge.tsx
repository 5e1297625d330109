// A small "working on it" badge (adding, updating, deleting), announced politely.
import { Spinner } from '../../../components/ui/spinner.tsx';

export function BusyBadge({ label }: { label: string }) {
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground"
    >
      <Spinner className="size-3" />
      {label}
    </span>
  );
}
