// What every task row of a list reads from the language, made once per list and language instead of in
// each row: the date format (an Intl.DateTimeFormat is costly to construct), the fixed labels (idea,
// delegated, the statuses), the labels that depend on a few values (the four priority badges, step
// counts, dates) once per value, and the labels around a task's title (its buttons' names) as the
// text before and after the title. A row used to call useTranslation in five components and make
// about a dozen t() calls (i18next's interpolation each time): the largest part of a row's own script
// time at /app's opening (docs/decisions/0037-task-list-first-paint.md).
import type { Quadrant } from '@nova/core/domain/priority';
import type { StatusAction, TaskStatus } from '@nova/core/domain/status';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type RowTexts = {
  dateFormat: Intl.DateTimeFormat;
  idea: string;
  delegated: string;
  status: (status: TaskStatus) => string;
  /** "Priority 2-2: Do now": four codes, each translated once. */
  priority: (code: string, quadrant: Quadrant) => string;
  action: (action: StatusAction, title: string) => string;
  mvd: (inMvd: boolean, title: string) => string;
  delete: (title: string) => string;
  overdue: (date: string) => string;
  steps: (done: number, total: number) => string;
  stepsLabel: (done: number, total: number) => string;
};

/** Where the title goes when a label's text around it is read (titled, below). */
const TITLE = '\u0000title\u0000';

export function rowTexts(t: TFunction<'tasks'>, language: string): RowTexts {
  // Labels that depend on one of a few values: made once per value.
  const made = new Map<string, string>();
  const once = (key: string, make: () => string) => {
    let label = made.get(key);
    if (label === undefined) {
      label = make();
      made.set(key, label);
    }
    return label;
  };
  // A label with the task's title in it: i18next interpolates it once per list with a marker where the
  // title goes, and each row joins the text before and after it around its own title. That is what
  // t() returns for any title: values go in as they are (escapeValue is off) and are not read for
  // nesting (skipOnVariables, the default). Should the marker not come back exactly once, t() it is.
  const around = new Map<string, string[]>();
  const titled = (key: string, title: string) => {
    let parts = around.get(key);
    if (!parts) {
      parts = t(key, { title: TITLE }).split(TITLE);
      around.set(key, parts);
    }
    return parts.length === 2 ? `${parts[0]}${title}${parts[1]}` : t(key, { title });
  };
  return {
    dateFormat: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }),
    idea: t('row.idea'),
    delegated: t('row.delegated'),
    status: (status) => once(status, () => t(`status.${status}`)),
    priority: (code, quadrant) =>
      once(`${code} ${quadrant}`, () => t('row.priority', { code, quadrant: t(`quadrant.${quadrant}`) })),
    action: (action, title) => titled(`action.${action}`, title),
    mvd: (inMvd, title) => titled(inMvd ? 'row.mvdRemove' : 'row.mvdAdd', title),
    delete: (title) => titled('row.delete', title),
    overdue: (date) => once(`from ${date}`, () => t('row.overdue', { date })),
    steps: (done, total) => once(`${done}/${total}`, () => t('row.steps', { done, total })),
    stepsLabel: (done, total) => once(`${done} of ${total}`, () => t('row.stepsLabel', { done, total })),
  };
}

/** The rows' texts for `language` (the list's), remade when the language or its texts change. */
export function useRowTexts(language: string): RowTexts {
  const { t } = useTranslation('tasks');
  return useMemo(() => rowTexts(t, language), [t, language]);
}
