// SPEC §3's colour names, without zod: validation.ts turns them into enums, and the web app's pickers
// list them in this order without loading zod (decision 0004).
export const strategyColors = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'pink',
  'yellow',
  'cyan',
  'indigo',
  'teal',
  'lime',
  'amber',
] as const;
export type StrategyColor = (typeof strategyColors)[number];

/** Tags have the strategy palette plus gray. */
export const tagColors = [...strategyColors, 'gray'] as const;
export type TagColor = (typeof tagColors)[number];
