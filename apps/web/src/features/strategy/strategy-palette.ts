// Swatch classes of SPEC §3's strategy colours (literal class names so Tailwind generates them).
import type { StrategyColor } from '@nova/core/domain/validation';

export const swatchClass: { readonly [C in StrategyColor]: string } = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  purple: 'bg-purple-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  pink: 'bg-pink-500',
  yellow: 'bg-yellow-400',
  cyan: 'bg-cyan-500',
  indigo: 'bg-indigo-500',
  teal: 'bg-teal-500',
  lime: 'bg-lime-500',
  amber: 'bg-amber-500',
};

/** The coloured edge of a strategy card. */
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
