// The last 12 weeks of a habit as a table: weekdays in rows, weeks in columns, each cell's text
// (read by screen readers) saying the day and what happened; the colour only repeats it.
import type { HabitDto } from '@nova/core/contracts/habits';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { type HeatCell, heatmapRows } from '../habit-view.ts';

const levelClass = {
  0: 'bg-muted',
  1: 'bg-primary/40',
  2: 'bg-primary',
} as const;

export function HabitHeatmap({
  habit,
  today,
}: {
  habit: Pick<HabitDto, 'history' | 'target' | 'startDate' | 'name'>;
  today: string;
}) {
  const { t, i18n } = useTranslation('habits');
  const rows = heatmapRows(habit, today);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const cellText = (cell: HeatCell) => {
    const date = dayLabel.format(new Date(`${cell.day}T00:00:00Z`));
    if (cell.frozen) return t('heatmap.frozen', { date });
    if (cell.level === null) return t('heatmap.outside', { date });
    return t('heatmap.cell', { date, count: cell.count, target: habit.target });
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{t('heatmap.show')}</summary>
      <table className="mt-2 border-separate border-spacing-1">
        <caption className="sr-only">{t('heatmap.caption', { name: habit.name })}</caption>
        <tbody>
          {rows.map((row, weekday) => (
            <tr key={row[0]?.day}>
              <th scope="row" className="pr-1 text-left text-xs font-normal text-muted-foreground">
                {t(`weekday.${weekday + 1}`)}
              </th>
              {row.map((cell) => (
                <td key={cell.day} className="p-0">
                  <span
                    title={cellText(cell)}
                    className={cn(
                      'block size-4 rounded-sm',
                      cell.level === null ? 'bg-transparent' : levelClass[cell.level],
                      cell.frozen && 'ring-1 ring-sky-500',
                      cell.day === today && 'outline outline-1 outline-foreground',
                    )}
                  >
                    <span className="sr-only">{cellText(cell)}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
