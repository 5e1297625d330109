// The local chat assistant (SPEC §7, §8, §9): intent keywords in ru/en/fr (add, create, remind,
// delete, change, delegate, distribute, assign to a strategy; plus break down, describe, recurring),
// quoted titles matched case-insensitively and partially (none matched: every open task without a
// strategy), and proposals of the eleven action types. The reply is raw: the caller validates it
// like any provider's. Nothing is applied here.
import { type AiLocale, categoryLabels, type ParseCategory } from '@nova/core/ai/limits';
import { aiMessage } from '@nova/core/ai/messages';
import type { PersonaId } from '@nova/core/ai/personas';
import { rankTasks } from '@nova/core/domain/ranking';
import { normalizeForSearch } from '@nova/core/domain/search';
import { suggestStrategy } from '@nova/core/domain/strategy';
import { genericSteps, kindOf, stepsFor } from './breakdown.ts';
import type { DateRef } from './dates.ts';
import { categoryOf } from './lexicon.ts';
import { localParse } from './parse.ts';
import { fill, tones, voiced } from './phrases.ts';
import { findRecurring } from './recurring.ts';

export type ChatTask = {
  id: string;
  title: string;
  description: string;
  status: string;
  importance: number;
  urgency: number;
  startDate: string | null;
  createdAt: string;
  durationMinutes: number | null;
  strategyId: string | null;
};
export type ChatStrategy = { id: string; name: string; description: string; priority: number };
export type ChatTemplate = { id: string; title: string; isActive: boolean };

export type LocalChatInput = {
  message: string;
  tasks: readonly ChatTask[];
  strategies: readonly ChatStrategy[];
  templates: readonly ChatTemplate[];
  persona: PersonaId;
  locale: AiLocale;
} & DateRef;

type RawAction = Record<string, unknown>;
export type RawReply = { message: string; actions: RawAction[] };

const intents = {
  createStrategy:
    /(созда\p{L}*|добав\p{L}*|нов\p{L}+)\s+(?:нов\p{L}+\s+)?стратеги|(create|add|new)\s+(?:a\s+)?(?:new\s+)?strateg|(cré\p{L}*|cre\p{L}*|ajout\p{L}*|nouvelle)\s+(?:une\s+)?(?:nouvelle\s+)?stratégi/iu,
  pause: /пауз|приостанов|останов|прекрат|не повторя|pause|stop|suspend|arrêt|arret/iu,
  breakdown:
    /разбе|разби|подзадач|шаг(?:и|ов)|микрошаг|break\s*(?:it\s*)?down|breakdown|subtasks?|steps|décompos|decompos|sous-tâche|étapes/iu,
  describe: /опиш|описани|подробн|detail|describe|description|décri|decri/iu,
  distribute:
    /распредел|по стратеги|в стратеги|к стратеги|distribut|assign|sort\p{L}*\s.*strateg|strateg\p{L}*\s.*(?:assign|sort)|répart|repart|classe\p{L}*\s.*stratég|stratég\p{L}*/iu,
  delegate: /делегир|поручи|передай|передать|delegat|hand\s*off|délégu|delegu|confie/iu,
  remove: /удали|удалить|убери задач|delete|remove|supprim|efface/iu,
  change: /измени|поменя|перенес|исправ|change|edit|update|rename|reschedule|modifi|renomm|déplac|deplac/iu,
  create:
    /добав|созда|запиш|напомн|новая задача|add|create|remind|new task|todo|ajout|crée|cree|rappelle|nouvelle tâche/iu,
};

const ru = {
  create: 'Создать задачу «{title}»',
  createWhy: 'Вы попросили добавить это дело.',
  strategy: 'Создать стратегию «{title}»',
  assign: 'Отнести к стратегии «{title}»',
  assignWhy: 'Слова задачи совпадают с этой стратегией.',
  group: 'Новая стратегия «{title}» для похожих задач',
  breakdown: 'Разбить «{title}» на шаги',
  breakdownWhy: 'Шаги по 15-60 минут легче начать.',
  describe: 'Добавить описание к «{title}»',
  recurring: 'Сделать «{title}» повторяющейся',
  recurringWhy: 'В сообщении указана регулярность.',
  pause: 'Приостановить «{title}»',
  update: 'Изменить расписание «{title}»',
  goal: 'Цель: {title}.',
  first: 'Первый шаг: {step}.',
  done: 'Готово, когда результат можно показать или отметить.',
  remove: 'Удалить задачу можно в её карточке (кнопка «Удалить») — я не удаляю сам.',
  change: 'Изменить задачу можно в её карточке; скажите, что именно поменять, и я предложу действие.',
  delegate: 'Чтобы делегировать, откройте задачу и отправьте ссылку исполнителю по e-mail.',
  matched: 'Нашла задачи: {titles}.',
  nothing: 'Открытых задач без стратегии нет.',
};

// Every locale has every phrase of the Russian set (the compiler checks it), so a phrase is never missing.
const words: Record<AiLocale, Record<keyof typeof ru, string>> = {
  ru,
  en: {
    create: 'Create task “{title}”',
    createWhy: 'You asked to add this.',
    strategy: 'Create strategy “{title}”',
    assign: 'Move to strategy “{title}”',
    assignWhy: 'The task’s words match this strategy.',
    group: 'New strategy “{title}” for similar tasks',
    breakdown: 'Break “{title}” into steps',
    breakdownWhy: 'Steps of 15-60 minutes are easier to start.',
    describe: 'Add a description to “{title}”',
    recurring: 'Make “{title}” recurring',
    recurringWhy: 'Your message names a frequency.',
    pause: 'Pause “{title}”',
    update: 'Change the schedule of “{title}”',
    goal: 'Goal: {title}.',
    first: 'First step: {step}.',
    done: 'Done when the result can be shown or ticked off.',
    remove: 'You can delete a task from its card (Delete button) — I never delete on my own.',
    change: 'You can edit the task in its card; tell me what to change and I’ll propose an action.',
    delegate: 'To delegate, open the task and send the link to the assignee by e-mail.',
    matched: 'Tasks found: {titles}.',
    nothing: 'There are no open tasks without a strategy.',
  },
  fr: {
    create: 'Créer la tâche « {title} »',
    createWhy: 'Vous avez demandé de l’ajouter.',
    strategy: 'Créer la stratégie « {title} »',
    assign: 'Ranger dans la stratégie « {title} »',
    assignWhy: 'Les mots de la tâche correspondent à cette stratégie.',
    group: 'Nouvelle stratégie « {title} » pour des tâches proches',
    breakdown: 'Découper « {title} » en étapes',
    breakdownWhy: 'Des étapes de 15 à 60 minutes sont plus faciles à lancer.',
    describe: 'Ajouter une description à « {title} »',
    recurring: 'Rendre « {title} » récurrente',
    recurringWhy: 'Votre message indique une fréquence.',
    pause: 'Mettre en pause « {title} »',
    update: 'Changer la fréquence de « {title} »',
    goal: 'Objectif : {title}.',
    first: 'Première étape : {step}.',
    done: 'Terminé quand le résultat peut être montré ou coché.',
    remove:
      'Vous pouvez supprimer une tâche depuis sa fiche (bouton Supprimer) — je ne supprime rien moi-même.',
    change:
      'Vous pouvez modifier la tâche dans sa fiche ; dites-moi quoi changer et je proposerai une action.',
    delegate: 'Pour déléguer, ouvrez la tâche et envoyez le lien par e-mail.',
    matched: 'Tâches trouvées : {titles}.',
    nothing: 'Aucune tâche ouverte sans stratégie.',
  },
};

const categoryColor: Record<ParseCategory, string> = {
  work: 'blue',
  home: 'orange',
  health: 'green',
  personal: 'purple',
  shopping: 'yellow',
  planning: 'indigo',
};

const open = (t: ChatTask) => t.status !== 'completed' && t.status !== 'cancelled';

/** Quoted titles ("…", «…», “…”) matched by case-insensitive partial title; none: open tasks without a strategy. */
export function targetTasks(
  message: string,
  tasks: readonly ChatTask[],
): { tasks: ChatTask[]; quoted: boolean } {
  const quotes = [...message.matchAll(/[«"“„']([^»"”“']{2,80})[»"”']/gu)].flatMap(([, quoted]) =>
    quoted === undefined ? [] : [normalizeForSearch(quoted)],
  );
  if (quotes.length) {
    const matched = tasks.filter((t) => {
      const title = normalizeForSearch(t.title);
      return quotes.some((q) => title.includes(q) || q.includes(title));
    });
    if (matched.length) return { tasks: matched, quoted: true };
  }
  return { tasks: tasks.filter((t) => open(t) && t.strategyId === null), quoted: false };
}

const levelsOf = (priority: string) =>
  priority === 'high'
    ? { importance: 8, urgency: 8 }
    : priority === 'medium'
      ? { importance: 7, urgency: 4 }
      : { importance: 3, urgency: 3 };

const stripIntent = (text: string) =>
  text
    .replace(
      /^.*?(?:добав\p{L}*|созда\p{L}*|запиш\p{L}*|напомн\p{L}*(?:\s+мне)?|add|create|remind me(?:\s+to)?|remind|ajoute\p{L}*|crée\p{L}*|cree\p{L}*|rappelle-moi(?:\s+de)?|note)\s+/iu,
      '',
    )
    .replace(
      /^(?:(?:мне\s+)?(?:задач\p{L}*|a\s+task|tasks?|tâches?|une\s+tâche|to\s+my\s+list)\s*:?\s*)/iu,
      '',
    );

function stepsOf(title: string, locale: AiLocale) {
  const kind = kindOf(title);
  return kind ? stepsFor(kind.kind, locale) : genericSteps(locale);
}

const action = (
  type: string,
  payload: Record<string, unknown>,
  actionText: string,
  reasoning: string,
): RawAction => ({
  type,
  ...payload,
  suggestion: { reasoning, confidence: 8, action_text: actionText },
});

export function localChat(input: LocalChatInput): RawReply {
  const { message, locale, persona } = input;
  const w = words[locale];
  const tone = tones[locale][persona];
  const ref: DateRef = { now: input.now, timeZone: input.timeZone };
  const reply = (body: string[], actions: RawAction[] = []): RawReply => ({
    message: voiced(locale, persona, body),
    actions,
  });
  const recurring = findRecurring(message);

  if (intents.createStrategy.test(message)) {
    const name =
      /[«"“„']([^»"”“']{2,80})[»"”']/u.exec(message)?.[1] ??
      message.replace(/^.*?(?:стратеги\p{L}*|strateg\p{L}*|stratégi\p{L}*)\s*:?\s*/iu, '').trim();
    if (name) {
      const title = name.slice(0, 100);
      return reply(
        [fill(w.strategy, { title })],
        [
          action(
            'create_strategy',
            { strategyData: { name: title, description: '', color: 'blue', priority: 2 } },
            fill(w.strategy, { title }),
            w.createWhy,
          ),
        ],
      );
    }
  }

  if (input.templates.length && intents.pause.test(message)) {
    const target = matchTemplate(message, input.templates);
    if (target) {
      return reply(
        [fill(w.pause, { title: target.title })],
        [
          action(
            'pause_recurring_task',
            { recurringTemplateId: target.id },
            fill(w.pause, { title: target.title }),
            w.recurringWhy,
          ),
        ],
      );
    }
  }

  if (recurring && recurring.confidence >= 70) {
    // A pattern said about one of the user's templates by its name changes it ("make evening yoga
    // weekdays only"); only a new name makes a new one.
    // A change verb with half the name is enough; without one, the whole name must be there, so
    // "every evening a run" still makes a new template beside "Morning run".
    const template = input.templates.length
      ? matchTemplate(message, input.templates, intents.change.test(message) ? 0.5 : 1)
      : null;
    if (template) {
      return reply(
        [fill(w.update, { title: template.title })],
        [
          action(
            'update_recurring_pattern',
            { recurringTemplateId: template.id, pattern: recurring.pattern },
            fill(w.update, { title: template.title }),
            w.recurringWhy,
          ),
        ],
      );
    }
    const [task] = localParse({ text: stripIntent(message), locale, ...ref });
    if (task) {
      const existing = targetTasks(message, input.tasks);
      const data = {
        title: task.title,
        category: task.category,
        estimatedDuration: task.estimated_minutes,
        pattern: recurring.pattern,
      };
      const actions = [
        action(
          'create_recurring_task',
          { recurringTaskData: data },
          fill(w.recurring, { title: task.title }),
          w.recurringWhy,
        ),
      ];
      if (existing.quoted && existing.tasks[0]) {
        actions.push(
          action(
            'suggest_recurring_pattern',
            { taskId: existing.tasks[0].id, recurringTaskData: { ...data, title: existing.tasks[0].title } },
            fill(w.recurring, { title: existing.tasks[0].title }),
            w.recurringWhy,
          ),
        );
      }
      return reply([fill(tone.created, { count: 1 })], actions);
    }
  }

  if (intents.breakdown.test(message)) {
    const targets = targetTasks(message, input.tasks).tasks.slice(0, 3);
    const [first] = targets;
    if (first) {
      const actions = targets.map((t, i) =>
        action(
          i === 0 ? 'create_subtasks' : 'suggest_task_breakdown',
          {
            taskId: t.id,
            subtasks: stepsOf(t.title, locale).map((s) => ({ title: s.title, estimatedMinutes: s.minutes })),
          },
          fill(w.breakdown, { title: t.title }),
          w.breakdownWhy,
        ),
      );
      return reply([fill(tone.breakdown, { title: first.title })], actions);
    }
  }

  if (intents.describe.test(message)) {
    const targets = targetTasks(message, input.tasks).tasks.slice(0, 3);
    if (targets.length) {
      const actions = targets.map((t) =>
        action(
          'add_detailed_description',
          {
            taskId: t.id,
            description: [
              fill(w.goal, { title: t.title }),
              // Every breakdown has a first step; the title stands in should one ever be empty.
              fill(w.first, { step: stepsOf(t.title, locale)[0]?.title ?? t.title }),
              w.done,
            ].join(' '),
          },
          fill(w.describe, { title: t.title }),
          w.breakdownWhy,
        ),
      );
      return reply([fill(w.matched, { titles: targets.map((t) => `«${t.title}»`).join(', ') })], actions);
    }
  }

  if (intents.distribute.test(message) && !intents.create.test(stripQuoted(message)))
    return distribute(input, reply);
  if (intents.delegate.test(message))
    return reply([w.delegate, ...matchedLine(message, input.tasks, locale)]);
  if (intents.remove.test(message)) return reply([w.remove, ...matchedLine(message, input.tasks, locale)]);

  if (intents.create.test(message) || !intents.change.test(message)) {
    const parsed = intents.create.test(message)
      ? localParse({ text: stripIntent(message), locale, ...ref })
      : [];
    if (parsed.length) {
      const actions = parsed.map((t) => {
        const suggestion = suggestStrategy({ title: t.title, description: t.description }, input.strategies);
        return action(
          'create',
          {
            taskData: {
              title: t.title,
              description: t.description,
              ...levelsOf(t.priority),
              startDate: t.deadline_date,
              durationMinutes: t.estimated_minutes,
              strategyId: suggestion?.strategyId ?? null,
            },
          },
          fill(w.create, { title: t.title }),
          w.createWhy,
        );
      });
      return reply([fill(tone.created, { count: actions.length })], actions);
    }
  }

  if (intents.change.test(message)) return reply([w.change, ...matchedLine(message, input.tasks, locale)]);

  // No intent: point at the day's top task, or ask what to do.
  const [top] = rankTasks(input.tasks);
  return reply(top ? [fill(tone.top, { title: top.title })] : [tone.none]);
}

const stripQuoted = (text: string) => text.replace(/[«"“„'][^»"”“']*[»"”']/gu, ' ');

/** A word's stem for matching inflected forms (вечерняя ~ вечернюю, yoga ~ yogas): its first letters. */
const stem = (word: string) =>
  word.slice(0, word.length > 5 ? word.length - 2 : Math.max(3, word.length - 1));
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * The user's template the message names: its whole title, else the one whose title words (3 letters
 * or more) the message carries most, in any inflection; at least `minScore` of them must be there.
 */
export function matchTemplate(
  message: string,
  templates: readonly ChatTemplate[],
  minScore = 0.5,
): ChatTemplate | null {
  const text = normalizeForSearch(message);
  const exact = templates.find((t) => text.includes(normalizeForSearch(t.title)));
  if (exact) return exact;
  const said = wordsOf(text).map(stem);
  let best: { template: ChatTemplate; score: number } | null = null;
  for (const template of templates) {
    const title = wordsOf(normalizeForSearch(template.title));
    if (title.length === 0) continue;
    const found = title.filter((word) =>
      said.some((s) => s.startsWith(stem(word)) || stem(word).startsWith(s)),
    );
    const score = found.length / title.length;
    if (score >= minScore && (!best || score > best.score)) best = { template, score };
  }
  return best?.template ?? null;
}

function matchedLine(message: string, tasks: readonly ChatTask[], locale: AiLocale): string[] {
  const found = targetTasks(message, tasks);
  if (!found.quoted) return [];
  return [
    fill(words[locale].matched, {
      titles: found.tasks
        .slice(0, 5)
        .map((t) => `«${t.title}»`)
        .join(', '),
    }),
  ];
}

function distribute(
  input: LocalChatInput,
  reply: (body: string[], actions?: RawAction[]) => RawReply,
): RawReply {
  const { locale } = input;
  const w = words[locale];
  const targets = targetTasks(input.message, input.tasks).tasks.filter(open);
  if (targets.length === 0) return reply([w.nothing]);
  const byStrategy = new Map<string, { name: string; taskIds: string[] }>();
  const unmatched: ChatTask[] = [];
  for (const task of targets) {
    const suggested = suggestStrategy(task, input.strategies)?.strategyId;
    const strategy = input.strategies.find((s) => s.id === suggested);
    if (strategy) {
      const taskIds = [...(byStrategy.get(strategy.id)?.taskIds ?? []), task.id];
      byStrategy.set(strategy.id, { name: strategy.name, taskIds });
    } else unmatched.push(task);
  }
  const actions: RawAction[] = [];
  for (const [strategyId, { name, taskIds }] of byStrategy) {
    actions.push(
      action(
        'assign_to_strategy',
        { strategyId, taskIds, taskId: taskIds[0] },
        fill(w.assign, { title: name }),
        w.assignWhy,
      ),
    );
  }
  const byCategory = new Map<ParseCategory, string[]>();
  for (const task of unmatched) {
    const c = categoryOf(`${task.title} ${task.description}`);
    byCategory.set(c, [...(byCategory.get(c) ?? []), task.id]);
  }
  for (const [category, taskIds] of byCategory) {
    const label = categoryLabels[locale][category];
    const name = label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
    actions.push(
      action(
        'suggest_strategy_grouping',
        { taskIds, strategyData: { name, description: '', color: categoryColor[category], priority: 2 } },
        fill(w.group, { title: name }),
        w.assignWhy,
      ),
    );
  }
  const body =
    byStrategy.size === 0
      ? [
          aiMessage(locale, 'noStrategyMatch'),
          [...byCategory.keys()].map((c) => categoryLabels[locale][c]).join(', '),
        ]
      : [fill(tones[locale][input.persona].assigned, { count: targets.length - unmatched.length })];
  return reply(body, actions.slice(0, 10));
}
