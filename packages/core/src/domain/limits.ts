// The length and size limits of the task workspace's fields, without zod: validation.ts builds its
// schemas on them, and the web app's light pages (which must not load zod, decision 0004) check
// drafts against the same numbers.
export const TASK_TITLE_MAX = 500;
export const TASK_DESCRIPTION_MAX = 20_000;
export const DURATION_MAX_MINUTES = 1440;
export const MICRO_TASK_TITLE_MAX = 500;
export const STRATEGY_NAME_MAX = 100;
export const STRATEGY_DESCRIPTION_MAX = 2000;
export const TAG_NAME_MAX = 50;
export const OP_ID_MAX = 100;
