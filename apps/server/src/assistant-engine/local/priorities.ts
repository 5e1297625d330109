// Local daily priorities (SPEC §8): core's ranking (status order, then importance x urgency) with
// confidence 60, up to 3 sprint tasks, insights and a summary in the persona's voice.
import { estimateText } from '@nova/core/ai/estimate';
import { type AiLocale, categoryLabels, type ParseCategory } from '@nova/core/ai/limits';
import type { PersonaId } from '@nova/core/ai/personas';
import type { DailyPriorities, Workload } from '@nova/core/ai/validate-priorities';
import { priorityCode } from '@nova/core/domain/priority';
import { dailyRanking, type RankableTask, type RankingReason } from '@nova/core/domain/ranking';
import { categoryOf } from './lexicon.ts';
import { fill, tones } from './phrases.ts';

export type PrioritizableTask = RankableTask & { title: string; description: string };

const reasonWords: Record<AiLocale, Record<string, string>> = {
  ru: {
    'ranking.reason.inProgress': 'Уже в работе: доведите её до конца.',
    'ranking.reason.high': 'Высокая важность и срочность ({product}).',
    'ranking.reason.medium': 'Заметная важность и срочность ({product}).',
    'ranking.reason.low': 'Следующая по порядку в списке.',
  },
  en: {
    'ranking.reason.inProgress': 'Already in progress: finish it first.',
    'ranking.reason.high': 'High importance and urgency ({product}).',
    'ranking.reason.medium': 'Notable importance and urgency ({product}).',
    'ranking.reason.low': 'Next in line on your list.',
  },
  fr: {
    'ranking.reason.inProgress': 'Déjà en cours : terminez-la d’abord.',
    'ranking.reason.high': 'Importance et urgence élevées ({product}).',
    'ranking.reason.medium': 'Importance et urgence notables ({product}).',
    'ranking.reason.low': 'La suivante dans votre liste.',
  },
};

const recs: Record<AiLocale, { pomodoro: string; split: string; delegate: string; light: string }> = {
  ru: {
    pomodoro: 'Начните главную задачу с одного помидора: 25 минут работы и 5 минут отдыха.',
    split: 'Разбейте большие задачи на шаги по 15-60 минут.',
    delegate: 'Срочные, но не важные задачи можно делегировать.',
    light: 'Сегодня лёгкий день: хорошее время закончить хвосты.',
  },
  en: {
    pomodoro: 'Start the top task with one Pomodoro: 25 minutes of work, 5 of rest.',
    split: 'Break big tasks into 15-60 minute steps.',
    delegate: 'Urgent but not important tasks are good to delegate.',
    light: 'A light day: a good time to close loose ends.',
  },
  fr: {
    pomodoro: 'Commencez la tâche principale par un Pomodoro : 25 minutes de travail, 5 de pause.',
    split: 'Découpez les grosses tâches en étapes de 15 à 60 minutes.',
    delegate: 'Les tâches urgentes mais peu importantes peuvent être déléguées.',
    light: 'Journée légère : idéal pour boucler les petites choses.',
  },
};

const summaryWords: Record<AiLocale, string> = {
  ru: 'Открытых задач: {count}.',
  en: 'Open tasks: {count}.',
  fr: 'Tâches ouvertes : {count}.',
};

const reasonText = (locale: AiLocale, reason: RankingReason) =>
  fill(reasonWords[locale][reason.key] ?? '', { product: reason.params.product });

export function workloadOf(openCount: number, minutes: number): Workload {
  if (openCount <= 3 && minutes <= 180) return 'light';
  if (openCount <= 8 && minutes <= 420) return 'moderate';
  return 'heavy';
}

/** null when there is no open task (the caller answers 'No active tasks available for prioritization'). */
export function localPriorities(
  tasks: readonly PrioritizableTask[],
  locale: AiLocale,
  persona: PersonaId,
): DailyPriorities | null {
  const ranked = dailyRanking(tasks);
  if (!ranked.ok) return null;
  const r = ranked.value;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  // The ranking only names the given tasks' ids, so every lookup finds its task.
  const top = byId.get(r.topPriority.taskId);
  if (!top)
    throw new Error(`localPriorities: the ranking's top task ${r.topPriority.taskId} is not a given task`);
  const open = r.order.flatMap((id) => byId.get(id) ?? []);
  const minutes = open.reduce((sum, t) => sum + (t.durationMinutes ?? 30), 0);
  const workload = workloadOf(open.length, minutes);
  const areas: ParseCategory[] = [];
  for (const t of open.slice(0, 4)) {
    const c = categoryOf(`${t.title} ${t.description}`);
    if (!areas.includes(c)) areas.push(c);
  }
  const recommendations = [recs[locale].pomodoro];
  if (open.some((t) => (t.durationMinutes ?? 0) > 60)) recommendations.push(recs[locale].split);
  if (open.some((t) => priorityCode(t) === '1-2')) recommendations.push(recs[locale].delegate);
  if (workload === 'light' && recommendations.length < 3) recommendations.push(recs[locale].light);
  return {
    topPriority: {
      taskId: top.id,
      reason: reasonText(locale, r.topPriority.reason),
      confidence: r.topPriority.confidence,
    },
    sprintTasks: r.sprintTasks.map((s) => ({
      taskId: s.taskId,
      reason: reasonText(locale, s.reason),
      estimatedTime: estimateText(s.estimatedMinutes ?? 30, locale),
      estimatedMinutes: s.estimatedMinutes,
    })),
    insights: {
      workload,
      focusAreas: areas.map((c) => categoryLabels[locale][c]),
      recommendations: recommendations.slice(0, 3),
    },
    summary: `${fill(tones[locale][persona].top, { title: top.title })} ${fill(summaryWords[locale], { count: open.length })}`,
  };
}
