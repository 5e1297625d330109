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
import { intents, words } from './chat-words.ts';
import type { DateRef } from './dates.ts';
import { categoryOf } from './lexicon.ts';
import { localParse } from './parse.ts';
import { fill, tones, voiced } from './phrases.ts';
import { findRecurring } from './recurring.ts';
import { type ChatTemplate, matchTemplate } from './template-match.ts';

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
export type { ChatTemplate } from './template-match.ts';

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
    // An inflected title ('для «Квартального отчёта»'): every word of the title in some form.
    const inflected = quotes.flatMap((q) => matchTemplate(q, tasks.map(asTemplate), 1) ?? []);
    const found = tasks.filter((t) => inflected.some((m) => m.id === t.id));
    if (found.length) return { tasks: found, quoted: true };
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

  // A command names its action: 'create a strategy/life area/direction for X' is never a task.
  const strategyCommand = intents.createStrategy.exec(message);
  if (strategyCommand && !intents.taskWord.test(strategyCommand[0])) {
    const title = strategyNameOf(message, strategyCommand).slice(0, 100);
    if (!title) return reply([w.strategyName]);
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
  const unquoted = stripQuoted(message);
  if (
    (intents.sortVerb.test(unquoted) && intents.strategyNoun.test(unquoted)) ||
    intents.distributeAlone.test(unquoted)
  )
    return distribute(input, reply);

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
      // One of the user's tasks named in quotes becomes recurring itself; otherwise a new template.
      const named = existing.quoted ? existing.tasks[0] : undefined;
      if (named) {
        return reply(
          [fill(w.recurring, { title: named.title })],
          [
            action(
              'suggest_recurring_pattern',
              { taskId: named.id, recurringTaskData: { ...data, title: named.title } },
              fill(w.recurring, { title: named.title }),
              w.recurringWhy,
            ),
          ],
        );
      }
      const actions = [
        action(
          'create_recurring_task',
          { recurringTaskData: data },
          fill(w.recurring, { title: task.title }),
          w.recurringWhy,
        ),
      ];
      return reply([fill(tone.created, { count: 1 })], actions);
    }
  }

  if (intents.breakdown.test(message)) {
    const targets = targetTasks(message, input.tasks).tasks.slice(0, 3);
    const [first] = targets;
    if (first) {
      // 'how would you break down…?' asks for a suggestion; 'break … into steps' orders the steps.
      const asked = intents.suggestion.test(message);
      const actions = targets.map((t, i) =>
        action(
          i === 0 && !asked ? 'create_subtasks' : 'suggest_task_breakdown',
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

const asTemplate = (t: ChatTask): ChatTemplate => ({ id: t.id, title: t.title, isActive: true });

/** The name after 'create a strategy' ('for my studies', 'called Side projects', ': Health'), or the quoted one. */
function strategyNameOf(message: string, command: RegExpExecArray): string {
  const quoted = /[«"“„']([^»"”“']{2,80})[»"”']/u.exec(message)?.[1];
  const name = (quoted ?? message.slice(command.index + command[0].length))
    .replace(/^[\s:,«"“-]+/u, '')
    .replace(
      /^(?:(?:for|called|named|about|для|под названием|pour|appel[ée]e?|nomm[ée]e?)\s+)?(?:(?:my|the|a|our|мои[хм]?|моей|моего|mes|ma|mon|la|le|les|notre|nos)\s+|l['’]\s*)?/iu,
      '',
    )
    .replace(/[,;]?\s*(?:please|pls|пожалуйста|s['’]il (?:te|vous) pla[iî]t|stp|svp)\s*[.!]*$/iu, '')
    .replace(/[\s.!?»"”]+$/u, '')
    .trim();
  return name ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : '';
}

const stripQuoted = (text: string) => text.replace(/[«"“„'][^»"”“']*[»"”']/gu, ' ');

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
