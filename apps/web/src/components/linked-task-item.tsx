// One task listed under something it belongs to (a strategy, a tag): its title (struck through when
// done), an idea badge, and a button that takes it out. The owner adds its own status marks around
// the title through `before` / `after`.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

type Props = {
  className: string;
  title: string;
  done: boolean;
  /** The badge's text when the task is an idea, else null. */
  ideaLabel: string | null;
  removeLabel: string;
  onRemove: () => void;
  before?: ReactNode;
  after?: ReactNode;
};

export function LinkedTaskItem({
  className,
  title,
  done,
  ideaLabel,
  removeLabel,
  onRemove,
  before,
  after,
}: Props) {
  return (
    <li className={className}>
      {before}
      <span className={cn('min-w-0 flex-1 break-words', done && 'text-muted-foreground line-through')}>
        {title}
      </span>
      {after}
      {ideaLabel !== null ? (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          {ideaLabel}
        </span>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        className="size-7 px-0 text-muted-foreground"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
