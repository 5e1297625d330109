// One decision of the review: its label and its key, shown (<kbd>) and announced (aria-keyshortcuts).
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';

export function ActionButton({
  shortcut,
  icon,
  children,
  ...props
}: ButtonProps & { shortcut: string; icon?: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-between gap-3"
      aria-keyshortcuts={shortcut.toUpperCase()}
      {...props}
    >
      <span className="flex items-center gap-2">
        {icon}
        {children}
      </span>
      <span
        aria-hidden="true"
        className="rounded border border-border bg-secondary px-1.5 font-mono text-xs text-muted-foreground"
      >
        {shortcut.toUpperCase()}
      </span>
    </Button>
  );
}
