// What the local chat listens for and what it says: the intent keywords in ru/en/fr and the
// phrases of its replies, every locale with every phrase of the Russian set (chat.ts uses them).
import type { AiLocale } from '@nova/core/ai/limits';

/** A strategy by any of its names: strategy, life area, direction, domain, axis (any inflection). */
const strategyNoun = String.raw`(?:strat[eé]g\p{L}*|стратеги\p{L}*|сфер\p{L}*(?:\s+жизни)?|направлени\p{L}*|област\p{L}*\s+жизни|(?:life\s+)?areas?(?:\s+of\s+(?:my\s+)?life)?|directions?|domaines?(?:\s+de\s+vie)?|axes?(?:\s+de\s+vie)?|direction)`;

export const intents = {
  /** 'create a strategy / life area / direction for X', 'новое направление', 'crée un domaine de vie'. */
  createStrategy: new RegExp(
    String.raw`(?:созда\p{L}*|добав\p{L}*|заведи|завести|нов\p{L}+|creat\p{L}*|add|new|set\s+up|start|make|want|need|хочу|нужн\p{L}*|cr[ée]\p{L}*|ajout\p{L}*|nouv\p{L}+|veux|voudrais|besoin)(?![\p{L}])[^.!?]{0,30}?(?<![\p{L}])${strategyNoun}(?![\p{L}])`,
    'iu',
  ),
  strategyNoun: new RegExp(String.raw`(?<![\p{L}])${strategyNoun}(?![\p{L}])`, 'iu'),
  /** Sorting the tasks into the strategies: needs a strategy word too (distributeAlone does not). */
  sortVerb:
    /распредел|распредил|разлож|рассортир|сортир|сгруппир|группир|раскида|отнеси|distribut|assign|sort|group|organi[sz]e|put|classify|r[ée]part|range|rangez|ranger|class|trie|regroup|organis/iu,
  distributeAlone: /распредел|распредил|distribut|r[ée]part/iu,
  pause: /пауз|приостанов|останов|прекрат|не повторя|pause|stop|suspend|arrêt|arret/iu,
  breakdown:
    /разбе|разби|разде|подзадач|шаг(?:и|ов)|микрошаг|break\s*(?:it\s*)?down|breakdown|subtasks?|steps|split|décompos|decompos|découp|decoup|sous-t[âa]che|étapes|etapes/iu,
  /** A breakdown asked about rather than ordered: it is suggested, not created. */
  suggestion:
    /\?\s*$|^(?:how|what|which)\s|\b(?:suggest|propose|recommend|ideas?)\b|id[ée]es?|^как\s|как\s+(?:лучше|бы)|предлож|посоветуй|какие\s+шаги|^comment\s|propos|sugg[èé]r|quelles\s+[ée]tapes/iu,
  describe: /опиш|описани|подробн|detail|describe|description|décri|decri/iu,
  delegate: /делегир|поручи|передай|передать|delegat|hand\s*off|délégu|delegu|confie/iu,
  remove: /удали|удалить|убери задач|delete|remove|supprim|efface/iu,
  change: /измени|поменя|перенес|исправ|change|edit|update|rename|reschedule|modifi|renomm|déplac|deplac/iu,
  create:
    /добав|созда|запиш|напомн|новая задача|add|create|remind|new task|todo|ajout|crée|cree|rappelle|nouvelle tâche/iu,
  /** A task said between the verb and the strategy word ('add a task to my Health strategy'). */
  taskWord: /задач|task|t[âa]che/iu,
};

const ru = {
  create: 'Создать задачу «{title}»',
  createWhy: 'Вы попросили добавить это дело.',
  strategy: 'Создать стратегию «{title}»',
  strategyName: 'Как назвать новую стратегию? Напишите, например: «создай стратегию Здоровье».',
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
export const words: Record<AiLocale, Record<keyof typeof ru, string>> = {
  ru,
  en: {
    create: 'Create task “{title}”',
    createWhy: 'You asked to add this.',
    strategy: 'Create strategy “{title}”',
    strategyName: 'What should the new strategy be called? For example: “create a strategy Health”.',
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
    strategyName: 'Quel nom donner à la nouvelle stratégie ? Par exemple : « crée une stratégie Santé ».',
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
