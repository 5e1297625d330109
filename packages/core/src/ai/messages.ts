// The assistant's user-visible messages (SPEC §8), keyed, in ru, en and fr. The Russian texts are
// SPEC's own; the server answers in the request's locale and the web app may re-render by key.
import type { AiLocale } from './limits.ts';

export const aiMessageKeys = [
  'parseFailed',
  'groupFailed',
  'groupUnparseable',
  'groupSaveFailed',
  'recommendFallback',
  'noActiveTasks',
  'emptyPlan',
  'prioritiesFallback',
  'chatFailed',
  'chatRephrase',
  'chatEmpty',
  'replyReceived',
  'noStrategyMatch',
  'recurringNotDetected',
] as const;
export type AiMessageKey = (typeof aiMessageKeys)[number];

export const aiMessages: { readonly [L in AiLocale]: { readonly [K in AiMessageKey]: string } } = {
  ru: {
    parseFailed: 'Не удалось обработать запрос. Попробуйте позже.',
    groupFailed: 'Не удалось сгруппировать задачи. Попробуйте позже.',
    groupUnparseable: 'Не удалось разобрать ответ ИИ',
    groupSaveFailed: 'Группировку не удалось сохранить: она доступна только до перезагрузки.',
    recommendFallback: 'Умная группировка похожих дел подходит для большинства списков.',
    noActiveTasks: 'Нет активных задач для расстановки приоритетов',
    emptyPlan: 'Насладитесь свободой или запишите что-то новое.',
    prioritiesFallback: 'Приоритеты рассчитаны локально по статусу, важности и срочности.',
    chatFailed: 'Извините, сейчас у меня проблемы с обработкой запросов. Попробуйте позже.',
    chatRephrase: 'Произошла ошибка при обработке. Можете переформулировать запрос?',
    chatEmpty:
      'Получил ваше сообщение, но возникли трудности с формированием ответа. Можете переформулировать?',
    replyReceived: 'Ответ получен',
    noStrategyMatch: 'Подходящих стратегий не найдено. Предлагаю создать новые:',
    recurringNotDetected: 'Повторяющийся шаблон не найден.',
  },
  en: {
    parseFailed: 'Could not process the request. Please try again later.',
    groupFailed: 'Failed to group tasks. Please try again later.',
    groupUnparseable: 'Could not read the AI reply',
    groupSaveFailed: 'The grouping could not be saved: it is kept only until you reload.',
    recommendFallback: 'Smart batching of similar work suits most task lists.',
    noActiveTasks: 'No active tasks available for prioritization',
    emptyPlan: 'Enjoy the space, or capture something new.',
    prioritiesFallback: 'Priorities were ranked locally by status, importance and urgency.',
    chatFailed: 'Sorry, I’m having trouble processing requests right now. Please try again later.',
    chatRephrase: 'An error occurred during processing. Could you rephrase the request?',
    chatEmpty: 'I got your message, but had trouble putting a reply together. Could you rephrase it?',
    replyReceived: 'Reply received',
    noStrategyMatch: 'No matching strategies were found. I suggest creating new ones:',
    recurringNotDetected: 'No recurring pattern found.',
  },
  fr: {
    parseFailed: 'Impossible de traiter la demande. Réessayez plus tard.',
    groupFailed: 'Impossible de regrouper les tâches. Réessayez plus tard.',
    groupUnparseable: 'Impossible de lire la réponse de l’IA',
    groupSaveFailed:
      'Le regroupement n’a pas pu être enregistré : il reste disponible jusqu’au rechargement.',
    recommendFallback: 'Le regroupement intelligent des tâches similaires convient à la plupart des listes.',
    noActiveTasks: 'Aucune tâche active à prioriser',
    emptyPlan: 'Profitez de l’espace, ou notez quelque chose de nouveau.',
    prioritiesFallback:
      'Les priorités ont été calculées localement selon le statut, l’importance et l’urgence.',
    chatFailed: 'Désolé, j’ai du mal à traiter les demandes en ce moment. Réessayez plus tard.',
    chatRephrase: 'Une erreur est survenue pendant le traitement. Pouvez-vous reformuler la demande ?',
    chatEmpty:
      'J’ai bien reçu votre message, mais je n’ai pas réussi à formuler une réponse. Pouvez-vous reformuler ?',
    replyReceived: 'Réponse reçue',
    noStrategyMatch: 'Aucune stratégie correspondante. Je propose d’en créer de nouvelles :',
    recurringNotDetected: 'Aucune répétition détectée.',
  },
};

export function aiMessage(locale: AiLocale, key: AiMessageKey): string {
  return aiMessages[locale][key];
}

/** A notice the API attaches when a provider failed and a fallback answered (SPEC §8). */
export type AiNotice = { key: AiMessageKey; message: string };

export const aiNotice = (locale: AiLocale, key: AiMessageKey): AiNotice => ({
  key,
  message: aiMessage(locale, key),
});
