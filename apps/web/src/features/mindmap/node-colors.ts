// SPEC §3's node colours as classes for light, bright and dark themes: dark text on a pale fill in the
// light themes, light text on a deep fill in dark (contrast 7:1 or more for text either way).
import type { MindMapColor } from '@nova/core/domain/mind-map';

export const nodeColorClasses: Record<MindMapColor, string> = {
  default: 'bg-card text-card-foreground border-border',
  purple:
    'bg-purple-100 text-purple-950 border-purple-300 dark:bg-purple-950 dark:text-purple-50 dark:border-purple-700',
  blue: 'bg-sky-100 text-sky-950 border-sky-300 dark:bg-sky-950 dark:text-sky-50 dark:border-sky-700',
  green:
    'bg-green-100 text-green-950 border-green-300 dark:bg-green-950 dark:text-green-50 dark:border-green-700',
  yellow:
    'bg-yellow-100 text-yellow-950 border-yellow-300 dark:bg-yellow-950 dark:text-yellow-50 dark:border-yellow-700',
  red: 'bg-red-100 text-red-950 border-red-300 dark:bg-red-950 dark:text-red-50 dark:border-red-700',
  pink: 'bg-pink-100 text-pink-950 border-pink-300 dark:bg-pink-950 dark:text-pink-50 dark:border-pink-700',
  indigo:
    'bg-indigo-100 text-indigo-950 border-indigo-300 dark:bg-indigo-950 dark:text-indigo-50 dark:border-indigo-700',
};

/** The swatch in the colour picker. */
export const swatchClasses: Record<MindMapColor, string> = {
  default: 'bg-card',
  purple: 'bg-purple-400',
  blue: 'bg-sky-400',
  green: 'bg-green-500',
  yellow: 'bg-yellow-400',
  red: 'bg-red-500',
  pink: 'bg-pink-400',
  indigo: 'bg-indigo-500',
};

/**
 * Text on a node filled with a colour of the user's choosing: near-black or near-white, whichever
 * contrasts more with `fill` (WCAG relative luminance), so the text stays readable in every theme.
 */
export function readableTextOn(fill: string): string {
  const hex = fill.length === 4 ? [...fill.slice(1)].map((c) => c + c).join('') : fill.slice(1);
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ~ 0.179.
  return luminance > 0.179 ? '#0a0a0a' : '#fafafa';
}
