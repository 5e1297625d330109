// Swatch classes of SPEC §3's colours, shared by strategies and tags (a tag's palette is the
// strategy palette plus gray). Literal class names so Tailwind generates them.
import type { TagColor } from '@nova/core/domain/colors';

export const swatchClass: { readonly [C in TagColor]: string } = {
  gray: 'bg-slate-400',
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

/** A tag without a colour shows an outlined dot. */
export const noColorClass = 'border-2 border-dashed border-muted-foreground bg-transparent';
