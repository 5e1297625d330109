// A calm titled card for the right panel's sections.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type PanelCardProps = {
  titleId: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function PanelCard({ titleId, title, icon, aside, className, children }: PanelCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-border bg-card p-4', className)}
    >
      <div className="mb-2 flex items-center gap-2">
        {icon}
        <h2 id={titleId} className="text-sm font-semibold">
          {title}
        </h2>
        {aside ? <div className="ml-auto">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
