// One chart of /analytics: its title and what it counts, the chart (hidden from screen readers, whose
// users get the table), and the same figures as a table with a caption: visually hidden until the
// "show table" toggle shows it. With no data, a note that says what will appear instead.
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyNote } from '../../../components/ui/load-state.tsx';
import { cn } from '../../../lib/cn.ts';

export type TableColumn = { key: string; label: string };
export type TableRow = { key: string; label: string; cells: Record<string, string> };

type ChartCardProps = {
  title: string;
  description: string;
  empty: boolean;
  emptyText: string;
  /** The first column's heading (day, week, hour, strategy...). */
  rowHeader: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  summary?: ReactNode;
  children: ReactNode;
};

export function ChartCard(props: ChartCardProps) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <header className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {props.title}
          </h2>
          <p className="text-sm text-muted-foreground">{props.description}</p>
        </div>
        {props.empty ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('table.hide') : t('table.show')}
          </Button>
        )}
      </header>
      {props.empty ? (
        <EmptyNote>{props.emptyText}</EmptyNote>
      ) : (
        <>
          {props.summary}
          <div aria-hidden="true" className="h-56 w-full min-w-0">
            {props.children}
          </div>
          <div id={tableId} className={cn(showTable ? 'max-h-80 overflow-auto' : 'sr-only')}>
            <DataTable caption={props.title} {...props} />
          </div>
        </>
      )}
    </section>
  );
}

function DataTable({
  caption,
  rowHeader,
  columns,
  rows,
}: Pick<ChartCardProps, 'rowHeader' | 'columns' | 'rows'> & { caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-1 pr-3 font-medium">
            {rowHeader}
          </th>
          {columns.map((c) => (
            <th key={c.key} scope="col" className="py-1 pr-3 text-right font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border/60">
            <th scope="row" className="py-1 pr-3 font-normal">
              {row.label}
            </th>
            {columns.map((c) => (
              <td key={c.key} className="py-1 pr-3 text-right tabular-nums">
                {row.cells[c.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
