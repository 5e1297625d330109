// Micro-step breakdowns for common kinds of task, in the message's language: each step one concrete
// action of 15-60 minutes, in a sensible order, at most 5 (SPEC §5). The kind also gives a default
// estimate when the text names none.
import type { AiLocale } from '@nova/core/ai/limits';
import { normalizeForSearch } from '@nova/core/domain/search';
import { type Step, type TaskKind, workKinds } from './breakdown-kinds.ts';
import { everydayKinds } from './breakdown-kinds-everyday.ts';

export type { TaskKind };

/** Checked in order: the first kind whose stem starts a word of the text. */
const kinds = [...workKinds, ...everydayKinds];

/** Each kind's stems with the space that starts a word in front ('позвони' -> ' позвони'). */
const spacedStems = kinds.map(([kind, stems, minutes]) => ({
  kind,
  minutes,
  stems,
  spaced: stems.map((stem) => ` ${stem}`),
}));

export function kindOf(text: string): { kind: TaskKind; defaultMinutes: number } | null {
  const words = normalizeForSearch(text).match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const joined = ` ${words.join(' ')}`;
  // The opening verb decides first ('позвонить врачу' is a call), then any word of the title.
  const first = words[0] ?? '';
  for (const { kind, stems, minutes } of spacedStems) {
    if (stems.some((stem) => first.startsWith(stem))) return { kind, defaultMinutes: minutes };
  }
  for (const { kind, spaced, minutes } of spacedStems) {
    if (spaced.some((stem) => joined.includes(stem))) return { kind, defaultMinutes: minutes };
  }
  return null;
}

const langIndex = { ru: 1, en: 2, fr: 3 } as const;

/** The micro-steps of a kind in the language, as title + minutes. */
export function stepsFor(kind: TaskKind, language: AiLocale): Array<{ title: string; minutes: number }> {
  const entry = kinds.find(([k]) => k === kind);
  if (!entry) throw new Error(`breakdown: no steps for the task kind '${kind}'`);
  return entry[3].slice(0, 5).map((step) => ({ title: step[langIndex[language]], minutes: step[0] }));
}

/** A generic breakdown for a long task of no known kind. */
export function genericSteps(language: AiLocale): Array<{ title: string; minutes: number }> {
  const steps: Step[] = [
    [
      15,
      'Определить первый конкретный шаг',
      'Define the first concrete step',
      'Définir la première étape concrète',
    ],
    [
      45,
      'Поработать 45 минут без отвлечений',
      'Work 45 focused minutes',
      'Travailler 45 minutes sans distraction',
    ],
    [
      15,
      'Проверить результат и наметить следующий шаг',
      'Review and plan the next step',
      'Vérifier et prévoir la suite',
    ],
  ];
  return steps.map((step) => ({ title: step[langIndex[language]], minutes: step[0] }));
}
