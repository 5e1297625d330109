// The seven steps of the guide; their words live in locales/<lng>/guide.json under steps.<id>.
import { CalendarCheck, Compass, Grid2x2, Inbox, Scissors, Timer, Trophy } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type GuideStep = { id: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export const guideSteps: readonly [GuideStep, ...GuideStep[]] = [
  { id: 'capture', icon: Inbox },
  { id: 'slice', icon: Scissors },
  { id: 'matrix', icon: Grid2x2 },
  { id: 'mvd', icon: CalendarCheck },
  { id: 'focus', icon: Timer },
  { id: 'strategy', icon: Compass },
  { id: 'progress', icon: Trophy },
];
