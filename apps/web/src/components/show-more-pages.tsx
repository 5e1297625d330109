// "Show more" under a paged task list (lib/api/use-task-pages.ts): shown while the list has more
// pages, busy while the next one loads, and saying so when the last attempt failed. The caller gives
// the texts in its own namespace ("Show more (8 of 40)", "Could not load more").
import type { TaskPages } from '../lib/api/use-task-pages.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

type Props = {
  pages: TaskPages;
  label: string;
  failedLabel: string;
  buttonClassName?: string;
};

export function ShowMorePages({ pages, label, failedLabel, buttonClassName }: Props) {
  if (!pages.hasMore) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        className={buttonClassName}
        disabled={pages.loadingMore}
        onClick={pages.loadMore}
      >
        {pages.loadingMore ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
      {pages.moreFailed ? (
        <span role="alert" className="text-sm text-muted-foreground">
          {failedLabel}
        </span>
      ) : null}
    </div>
  );
}
