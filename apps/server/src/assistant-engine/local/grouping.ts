// Local grouping of open tasks by each strategy of SPEC §5, and the strategy recommendation. Buckets
// come from core rules (energy level, time-of-day group, priority code) and the engine's word lists
// (context, theme, location); the result passes core's grouping validator (2-6 tasks per group).
import {
  type AiLocale,
  categoryLabels,
  type GroupingStrategy,
  type ParseCategory,
} from '@nova/core/ai/limits';
import {
  type Grouping,
  type StrategyRecommendation,
  validateGrouping,
} from '@nova/core/ai/validate-grouping';
import { energyLevel, isCommunicationTitle, priorityCode, timeOfDayGroup } from '@nova/core/domain/priority';
import { kindOf, type TaskKind } from './breakdown.ts';
import { categoryOf } from './lexicon.ts';

export type GroupableTask = {
  id: string;
  title: string;
  description: string;
  importance: number;
  urgency: number;
  durationMinutes: number | null;
};

/** `category` is set on by_theme buckets, whose name is the category's label. */
type Bucket = { key: string; order: number; priority: 'high' | 'medium' | 'low'; category?: ParseCategory };

const contextOfKind: Partial<Record<TaskKind, string>> = {
  call: 'communication',
  email: 'communication',
  meeting: 'communication',
  write: 'deep_work',
  presentation: 'deep_work',
  study: 'deep_work',
  shop: 'errands',
  doctor: 'errands',
  pay: 'errands',
  gift: 'errands',
  trip: 'errands',
  clean: 'chores',
  cook: 'chores',
  repair: 'chores',
  move: 'chores',
  exercise: 'health',
};

const locationOfContext: Record<string, string> = {
  communication: 'anywhere',
  deep_work: 'desk',
  errands: 'outside',
  chores: 'home',
  health: 'outside',
};

const labels: Record<AiLocale, Record<string, string>> = {
  ru: {
    communication: 'Звонки и переписка',
    deep_work: 'Глубокая работа',
    errands: 'Дела вне дома',
    chores: 'Домашние дела',
    health: 'Здоровье и спорт',
    other: 'Прочее',
    high: 'Высокая энергия',
    medium: 'Средняя энергия',
    low: 'Низкая энергия',
    morning: 'Утро',
    afternoon: 'День',
    evening: 'Вечер',
    '2-2': 'Сделать сейчас',
    '2-1': 'Запланировать',
    '1-2': 'Делегировать',
    '1-1': 'Исключить или отложить',
    anywhere: 'Где угодно (телефон, ноутбук)',
    desk: 'За рабочим столом',
    outside: 'В городе',
    home: 'Дома',
  },
  en: {
    communication: 'Calls and messages',
    deep_work: 'Deep work',
    errands: 'Errands',
    chores: 'Chores',
    health: 'Health and sport',
    other: 'Other',
    high: 'High energy',
    medium: 'Medium energy',
    low: 'Low energy',
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
    '2-2': 'Do now',
    '2-1': 'Schedule',
    '1-2': 'Delegate',
    '1-1': 'Drop or postpone',
    anywhere: 'Anywhere (phone, laptop)',
    desk: 'At the desk',
    outside: 'Out and about',
    home: 'At home',
  },
  fr: {
    communication: 'Appels et messages',
    deep_work: 'Travail de fond',
    errands: 'Courses et démarches',
    chores: 'Tâches ménagères',
    health: 'Santé et sport',
    other: 'Autre',
    high: 'Énergie haute',
    medium: 'Énergie moyenne',
    low: 'Énergie basse',
    morning: 'Matin',
    afternoon: 'Après-midi',
    evening: 'Soir',
    '2-2': 'À faire maintenant',
    '2-1': 'À planifier',
    '1-2': 'À déléguer',
    '1-1': 'À éliminer ou reporter',
    anywhere: 'N’importe où (téléphone, ordinateur)',
    desk: 'Au bureau',
    outside: 'En ville',
    home: 'À la maison',
  },
};

function contextOf(task: GroupableTask): string {
  const kind = kindOf(task.title)?.kind;
  const context = kind && contextOfKind[kind];
  if (context) return context;
  if (isCommunicationTitle(task.title)) return 'communication';
  const category = categoryOf(`${task.title} ${task.description}`);
  return category === 'work' || category === 'planning'
    ? 'deep_work'
    : category === 'home'
      ? 'chores'
      : category === 'shopping'
        ? 'errands'
        : category === 'health'
          ? 'health'
          : 'other';
}

const level = (l: 'high' | 'medium' | 'low') => l;

function bucketOf(task: GroupableTask, strategy: GroupingStrategy): Bucket {
  switch (strategy) {
    case 'by_energy': {
      const e = energyLevel(task);
      return { key: e, order: { high: 1, medium: 2, low: 3 }[e], priority: level(e) };
    }
    case 'by_time': {
      const t = timeOfDayGroup(task);
      return {
        key: t,
        order: { morning: 1, afternoon: 2, evening: 3 }[t],
        priority: t === 'morning' ? 'high' : t === 'afternoon' ? 'medium' : 'low',
      };
    }
    case 'by_priority': {
      const code = priorityCode(task);
      return {
        key: code,
        order: { '2-2': 1, '2-1': 2, '1-2': 3, '1-1': 4 }[code],
        priority: code === '2-2' ? 'high' : code === '1-1' ? 'low' : 'medium',
      };
    }
    case 'by_theme': {
      const c: ParseCategory = categoryOf(`${task.title} ${task.description}`);
      return {
        key: `category:${c}`,
        category: c,
        order: ['work', 'planning', 'health', 'home', 'shopping', 'personal'].indexOf(c) + 1,
        priority: 'medium',
      };
    }
    case 'by_location': {
      const place = locationOfContext[contextOf(task)] ?? 'anywhere';
      return {
        key: place,
        order: { desk: 1, home: 2, outside: 3, anywhere: 4 }[place] ?? 5,
        priority: 'medium',
      };
    }
    default: {
      const ctx = contextOf(task);
      return {
        key: ctx,
        order: { communication: 1, deep_work: 2, errands: 3, chores: 4, health: 5, other: 6 }[ctx] ?? 7,
        priority: ctx === 'deep_work' ? 'high' : 'medium',
      };
    }
  }
}

const colors = ['blue', 'green', 'purple', 'orange', 'red', 'yellow', 'gray'] as const;

export function localGrouping(
  tasks: readonly GroupableTask[],
  strategy: GroupingStrategy,
  locale: AiLocale,
): Grouping {
  const buckets = new Map<string, { bucket: Bucket; tasks: GroupableTask[] }>();
  for (const task of tasks) {
    const bucket = bucketOf(task, strategy);
    const entry = buckets.get(bucket.key) ?? { bucket, tasks: [] };
    entry.tasks.push(task);
    buckets.set(bucket.key, entry);
  }
  const groups = [...buckets.values()]
    .sort((a, b) => a.bucket.order - b.bucket.order)
    .map(({ bucket, tasks: members }, i) => {
      const minutes = members.reduce((sum, t) => sum + (t.durationMinutes ?? 30), 0);
      const name = bucket.category
        ? categoryLabels[locale][bucket.category]
        : (labels[locale][bucket.key] ?? bucket.key);
      return {
        name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
        description: members
          .map((t) => t.title)
          .slice(0, 3)
          .join(', '),
        color: colors[i % colors.length],
        tasks: members.map((t) => t.id),
        priority: bucket.priority,
        estimated_time: minutes >= 60 ? `${Math.round((minutes / 60) * 10) / 10} h` : `${minutes} min`,
        suggested_order: i + 1,
      };
    });
  const grouped = groups
    .filter((g) => g.tasks.length >= 2)
    .reduce((n, g) => n + Math.min(g.tasks.length, 6), 0);
  const score = tasks.length === 0 ? 0 : Math.round(50 + (45 * grouped) / tasks.length);
  const grouping = validateGrouping(
    { groups, efficiency_score: score },
    tasks.map((t) => t.id),
    strategy,
  );
  // The groups above are built from the tasks' own ids, so the validator keeps them: a null is a bug here.
  if (!grouping) throw new Error('localGrouping: built a grouping that its validator rejects');
  return grouping;
}

const reasons: Record<AiLocale, Record<GroupingStrategy | 'fallback', string>> = {
  ru: {
    by_context: 'Много звонков и переписки: их удобно сделать одним блоком.',
    by_priority: 'Задачи сильно различаются по важности и срочности.',
    by_theme: 'Задачи относятся к разным сферам жизни.',
    by_energy: 'Есть и тяжёлые, и лёгкие задачи: подберите их под уровень энергии.',
    by_time: 'Задачи хорошо ложатся на утро, день и вечер.',
    by_location: 'Много дел вне дома: их можно объединить в один выход.',
    smart_batching: 'Похожие дела, сделанные подряд, экономят переключения.',
    fallback: 'Умная группировка похожих дел подходит для большинства списков.',
  },
  en: {
    by_context: 'Many calls and messages: handle them in one block.',
    by_priority: 'Your tasks differ a lot in importance and urgency.',
    by_theme: 'Your tasks span several areas of life.',
    by_energy: 'There are heavy and light tasks: match them to your energy.',
    by_time: 'Your tasks fit morning, afternoon and evening well.',
    by_location: 'Several errands: combine them into one trip out.',
    smart_batching: 'Doing similar things back to back saves switching costs.',
    fallback: 'Smart batching of similar work suits most task lists.',
  },
  fr: {
    by_context: 'Beaucoup d’appels et de messages : traitez-les d’un bloc.',
    by_priority: 'Vos tâches varient beaucoup en importance et en urgence.',
    by_theme: 'Vos tâches couvrent plusieurs domaines de vie.',
    by_energy: 'Il y a des tâches lourdes et légères : adaptez-les à votre énergie.',
    by_time: 'Vos tâches se répartissent bien entre matin, après-midi et soir.',
    by_location: 'Plusieurs courses : regroupez-les en une seule sortie.',
    smart_batching: 'Enchaîner des tâches similaires évite de changer de contexte.',
    fallback: 'Le regroupement intelligent des tâches similaires convient à la plupart des listes.',
  },
};

export function recommendationReason(locale: AiLocale, key: GroupingStrategy | 'fallback'): string {
  return reasons[locale][key];
}

/** Which strategy fits the list best, by simple counts; smart_batching when nothing stands out. */
export function localRecommendation(
  tasks: readonly GroupableTask[],
  locale: AiLocale,
): StrategyRecommendation {
  const n = tasks.length;
  if (n < 4) return { strategy: 'smart_batching', reasons: [reasons[locale].fallback] };
  const contexts = tasks.map(contextOf);
  const share = (key: string) => contexts.filter((c) => c === key).length / n;
  const codes = new Set(tasks.map((t) => priorityCode(t)));
  const themes = new Set(tasks.map((t) => categoryOf(`${t.title} ${t.description}`)));
  let strategy: GroupingStrategy = 'smart_batching';
  if (share('communication') >= 0.4) strategy = 'by_context';
  else if (share('errands') >= 0.4) strategy = 'by_location';
  else if (codes.size >= 3) strategy = 'by_priority';
  else if (themes.size >= 4) strategy = 'by_theme';
  return { strategy, reasons: [reasons[locale][strategy]] };
}
