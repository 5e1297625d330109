// The coloured edge of a strategy card (literal class names so Tailwind generates them); the swatch
// dots use lib/palette.ts, shared with tags.
import type { StrategyColor } from '@nova/core/domain/colors';

export const edgeClass: { readonly [C in StrategyColor]: string } = {
  blue: 'border-l-blue-500',
  green: 'border-l-green-500',
  purple: 'border-l-purple-500',
  orange: 'border-l-orange-500',
  red: 'border-l-red-500',
  pink: 'border-l-pink-500',
  yellow: 'border-l-yellow-400',
  cyan: 'border-l-cyan-500',
  indigo: 'border-l-indigo-500',
  teal: 'border-l-teal-500',
  lime: 'border-l-lime-500',
  amber: 'border-l-amber-500',
};
