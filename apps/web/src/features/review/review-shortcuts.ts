// The review's keys: one letter per decision, shown on its button; reschedule's quick picks take
// their own letters while the picks are open. Pure, so it is tested alone.
import { actionsOf, type QuickPick, type ReviewAction, type ReviewType } from '@nova/core/domain/review';

export const actionKeys: Readonly<Record<ReviewAction, string>> = {
  keep: 'k',
  reschedule: 'r',
  mvd: 'm',
  breakdown: 'b',
  delegate: 'd',
  drop: 'x',
  skip: 's',
  noted: 'n',
};

export const pickKeys: Readonly<Record<QuickPick, string>> = { tomorrow: 't', weekend: 'w', nextWeek: 'n' };

/** Keys typed into a field, or with a modifier, are the field's or the browser's, not the review's. */
export function isShortcutEvent(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return false;
  const target = event.target;
  if (typeof HTMLElement !== 'undefined' && target instanceof HTMLElement) {
    if (target.isContentEditable) return false;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return false;
  }
  return true;
}

/** The action a key means in a review of `type`, or null. */
export function actionForKey(type: ReviewType, key: string): ReviewAction | null {
  const lower = key.toLowerCase();
  return actionsOf[type].find((action) => actionKeys[action] === lower) ?? null;
}

export function pickForKey(key: string): QuickPick | null {
  const lower = key.toLowerCase();
  const found = Object.entries(pickKeys).find(([, k]) => k === lower);
  return found ? (found[0] as QuickPick) : null;
}
