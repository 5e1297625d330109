// A Recharts bar chart in the theme's colours (CSS variables, so light, dark and bright all work),
// without animation when the user prefers reduced motion, and without Recharts' keyboard layer: the
// chart is decorative for assistive technology, which reads the table beside it (chart-card.tsx).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

export type BarSpec = { field: string; label: string; color: string; stack?: string };
export type BarPoint = { label: string; values: Record<string, number> };

export const barColors = { primary: 'var(--primary)', second: 'var(--muted-foreground)' } as const;

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

export function Bars({
  points,
  bars,
  horizontal = false,
}: {
  points: readonly BarPoint[];
  bars: readonly BarSpec[];
  horizontal?: boolean;
}) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const data = points.map((p) => ({ label: p.label, ...p.values }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 4, right: 8, bottom: 4, left: horizontal ? 8 : -16 }}
      >
        <CartesianGrid stroke="var(--border)" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tick={tick} allowDecimals={false} />
            <YAxis type="category" dataKey="label" tick={tick} width={96} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={tick} minTickGap={12} />
            <YAxis tick={tick} allowDecimals={false} />
          </>
        )}
        <Tooltip
          isAnimationActive={!reduced}
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 12,
          }}
        />
        {bars.map((bar) => (
          <Bar
            key={bar.field}
            dataKey={bar.field}
            name={bar.label}
            fill={bar.color}
            stackId={bar.stack}
            isAnimationActive={!reduced}
            radius={bar.stack ? 0 : 4}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
