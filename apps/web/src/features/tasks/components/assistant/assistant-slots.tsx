// Where /app mounts the assistant's heavier pieces: each loads as its own chunk when first shown, so
// the list screen's first load carries only these few lines.
import { lazy, type ReactNode, Suspense } from 'react';
import type { AiGroupingViewProps } from './ai-grouping-view.tsx';
import type { TodaysFocusCardProps } from './todays-focus-card.tsx';

const TodaysFocusCard = lazy(() =>
  import('./todays-focus-card.tsx').then((m) => ({ default: m.TodaysFocusCard })),
);
const AiGroupingView = lazy(() =>
  import('./ai-grouping-view.tsx').then((m) => ({ default: m.AiGroupingView })),
);

export function TodaysFocusSlot(props: TodaysFocusCardProps) {
  return (
    <Suspense fallback={null}>
      <TodaysFocusCard {...props} />
    </Suspense>
  );
}

/** The "ai" grouping mode: the saved grouping, or the ordinary list (`fallback`) with an offer to group. */
export function AiGroupingSlot(props: AiGroupingViewProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={props.fallback}>
      <AiGroupingView {...props} />
    </Suspense>
  );
}
