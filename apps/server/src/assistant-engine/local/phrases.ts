// The local engine's words per locale and coach persona: the persona changes the tone of every
// reply (Arto direct and strategic, Kaia gentle and supportive, Numa creative); the facts stay the same.
import type { AiLocale } from '@nova/core/ai/limits';
import type { PersonaId } from '@nova/core/ai/personas';

type Tone = {
  open: string;
  close: string;
  top: string;
  created: string;
  assigned: string;
  breakdown: string;
  none: string;
};

export const tones: { readonly [L in AiLocale]: { readonly [P in PersonaId]: Tone } } = {
  ru: {
    arto: {
      open: 'Коротко и по делу.',
      close: 'Действуйте.',
      top: 'Главное сейчас: «{title}». Начните с неё.',
      created: 'Предлагаю добавить задачи: {count}.',
      assigned: 'Распределение по стратегиям готово: {count}.',
      breakdown: 'Разбил «{title}» на шаги. Первый шаг — сегодня.',
      none: 'Уточните, что сделать: добавить, разбить, распределить?',
    },
    kaia: {
      open: 'Я рядом, давайте спокойно.',
      close: 'Вы справитесь — шаг за шагом 💛',
      top: 'Если выбрать одно дело, пусть это будет «{title}». Маленького шага достаточно.',
      created: 'Я подготовила задачи: {count}. Посмотрите, всё ли так.',
      assigned: 'Я предложила, куда отнести задачи: {count}. Решать вам.',
      breakdown: 'Давайте разделим «{title}» на маленькие шаги — так легче начать.',
      none: 'Расскажите, чем помочь: добавить задачу, разбить её на шаги или разложить по стратегиям?',
    },
    numa: {
      open: 'О, интересная задачка!',
      close: 'Пусть это будет маленький эксперимент ✨',
      top: 'Сегодняшний главный квест — «{title}». Поехали!',
      created: 'Собрала из ваших мыслей задачи: {count}. Как вам такая коллекция?',
      assigned: 'Разложила задачи по полочкам-стратегиям: {count}.',
      breakdown: 'Превратим «{title}» в серию мини-уровней!',
      none: 'Давайте придумаем ход: добавить задачу, разобрать её на уровни или разложить по стратегиям?',
    },
  },
  en: {
    arto: {
      open: 'Straight to it.',
      close: 'Go.',
      top: 'Your priority now: “{title}”. Start there.',
      created: 'Proposed tasks to add: {count}.',
      assigned: 'Strategy assignments ready: {count}.',
      breakdown: 'I split “{title}” into steps. Do the first one today.',
      none: 'Tell me what to do: add, break down, or assign to strategies?',
    },
    kaia: {
      open: 'I’m here — let’s take it gently.',
      close: 'You’ve got this, one small step at a time 💛',
      top: 'If you pick just one thing, let it be “{title}”. A tiny first step is enough.',
      created: 'I’ve prepared {count} task(s). Have a look and keep what feels right.',
      assigned: 'I suggested where {count} task(s) could go. It’s your call.',
      breakdown: 'Let’s break “{title}” into small steps so it’s easier to begin.',
      none: 'How can I help: add a task, break one into steps, or sort tasks into strategies?',
    },
    numa: {
      open: 'Ooh, fun one!',
      close: 'Treat it as a little experiment ✨',
      top: 'Today’s main quest: “{title}”. Let’s roll!',
      created: 'I turned your thoughts into {count} task(s). How’s this collection?',
      assigned: 'I sorted {count} task(s) onto strategy shelves.',
      breakdown: 'Let’s turn “{title}” into a series of mini-levels!',
      none: 'Let’s pick a move: add a task, split one into levels, or sort tasks into strategies?',
    },
  },
  fr: {
    arto: {
      open: 'Droit au but.',
      close: 'Allez-y.',
      top: 'Votre priorité maintenant : « {title} ». Commencez par là.',
      created: 'Tâches proposées : {count}.',
      assigned: 'Répartition par stratégie prête : {count}.',
      breakdown: 'J’ai découpé « {title} » en étapes. Faites la première aujourd’hui.',
      none: 'Dites-moi quoi faire : ajouter, découper ou répartir par stratégie ?',
    },
    kaia: {
      open: 'Je suis là, allons-y doucement.',
      close: 'Vous allez y arriver, un petit pas à la fois 💛',
      top: 'Si vous ne choisissez qu’une chose, que ce soit « {title} ». Un tout petit pas suffit.',
      created: 'J’ai préparé {count} tâche(s). Gardez ce qui vous convient.',
      assigned: 'J’ai proposé où ranger {count} tâche(s). C’est vous qui décidez.',
      breakdown: 'Découpons « {title} » en petites étapes pour démarrer plus facilement.',
      none: 'Comment puis-je aider : ajouter une tâche, la découper en étapes ou répartir les tâches ?',
    },
    numa: {
      open: 'Oh, voilà un joli défi !',
      close: 'Voyez ça comme une petite expérience ✨',
      top: 'La quête du jour : « {title} ». C’est parti !',
      created: 'J’ai transformé vos idées en {count} tâche(s). Cette collection vous plaît ?',
      assigned: 'J’ai rangé {count} tâche(s) sur les étagères des stratégies.',
      breakdown: 'Transformons « {title} » en une série de mini-niveaux !',
      none: 'Choisissons un coup : ajouter une tâche, la découper en niveaux ou répartir les tâches ?',
    },
  },
};

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));

/** A reply in the persona's voice: opener, body, closer. */
export function voiced(locale: AiLocale, persona: PersonaId, body: string[]): string {
  const tone = tones[locale][persona];
  return [tone.open, ...body, tone.close].filter(Boolean).join(' ');
}
