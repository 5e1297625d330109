// Micro-step breakdowns for common kinds of task, in the message's language: each step one concrete
// action of 15-60 minutes, in a sensible order, at most 5 (SPEC §5). The kind also gives a default
// estimate when the text names none.
import type { AiLocale } from '@nova/core/ai/limits';
import { normalizeForSearch } from '@nova/core/domain/search';

export type TaskKind =
  | 'write'
  | 'presentation'
  | 'clean'
  | 'shop'
  | 'study'
  | 'call'
  | 'trip'
  | 'exercise'
  | 'cook'
  | 'email'
  | 'doctor'
  | 'pay'
  | 'meeting'
  | 'move'
  | 'repair'
  | 'gift';

type Step = readonly [minutes: number, ru: string, en: string, fr: string];

/** Checked in order: the first kind whose stem starts a word of the text. */
const kinds: ReadonlyArray<readonly [TaskKind, readonly string[], number, readonly Step[]]> = [
  [
    'presentation',
    [
      'презентаци',
      'слайд',
      'доклад',
      'выступлени',
      'presentation',
      'slides',
      'deck',
      'talk',
      'pitch',
      'diaporama',
      'expose',
    ],
    120,
    [
      [
        15,
        'Определить цель и ключевые тезисы',
        'Define the goal and key messages',
        'Définir l’objectif et les messages clés',
      ],
      [30, 'Набросать структуру слайдов', 'Sketch the slide outline', 'Esquisser le plan des diapositives'],
      [
        60,
        'Собрать слайды с данными',
        'Build the slides with the data',
        'Construire les diapositives avec les données',
      ],
      [15, 'Прогнать выступление вслух', 'Rehearse it out loud', 'Répéter à voix haute'],
    ],
  ],
  [
    'write',
    [
      'отчет',
      'статью',
      'статья',
      'статьи',
      'написать',
      'напиши',
      'эссе',
      'текст',
      'курсов',
      'диплом',
      'резюме',
      'report',
      'write',
      'essay',
      'article',
      'draft',
      'blog',
      'paper',
      'thesis',
      'resume',
      'proposal',
      'rapport',
      'ecrire',
      'rediger',
      'dissertation',
      'memoire',
    ],
    120,
    [
      [
        15,
        'Собрать материалы и данные',
        'Gather the material and data',
        'Rassembler les documents et les données',
      ],
      [15, 'Составить план', 'Write an outline', 'Faire un plan'],
      [60, 'Написать черновик', 'Write the first draft', 'Rédiger un premier jet'],
      [30, 'Отредактировать и проверить', 'Edit and proofread', 'Relire et corriger'],
      [15, 'Отправить', 'Send it off', 'L’envoyer'],
    ],
  ],
  [
    'trip',
    [
      'поездк',
      'путешеств',
      'отпуск',
      'командировк',
      'trip',
      'travel',
      'vacation',
      'holiday',
      'journey',
      'voyage',
      'vacances',
      'sejour',
    ],
    180,
    [
      [
        30,
        'Выбрать даты и направление',
        'Choose dates and destination',
        'Choisir les dates et la destination',
      ],
      [45, 'Забронировать билеты', 'Book the tickets', 'Réserver les billets'],
      [30, 'Забронировать жильё', 'Book a place to stay', 'Réserver un logement'],
      [30, 'Составить план по дням', 'Draft a day-by-day plan', 'Préparer un programme jour par jour'],
      [30, 'Собрать вещи по списку', 'Pack from a checklist', 'Faire la valise avec une liste'],
    ],
  ],
  [
    'clean',
    [
      'убра',
      'уборк',
      'прибра',
      'помыть',
      'пылесос',
      'clean',
      'tidy',
      'declutter',
      'vacuum',
      'mop',
      'nettoy',
      'menage',
      'ranger',
      'aspirer',
    ],
    60,
    [
      [15, 'Убрать вещи на места', 'Put things back in place', 'Remettre les affaires à leur place'],
      [15, 'Протереть поверхности', 'Wipe the surfaces', 'Essuyer les surfaces'],
      [15, 'Пропылесосить', 'Vacuum the floors', 'Passer l’aspirateur'],
      [15, 'Вымыть полы', 'Mop the floors', 'Laver le sol'],
    ],
  ],
  [
    'shop',
    [
      'купи',
      'покупк',
      'магазин',
      'продукт',
      'buy',
      'shop',
      'grocer',
      'purchase',
      'achet',
      'courses',
      'achat',
    ],
    45,
    [
      [15, 'Составить список покупок', 'Write the shopping list', 'Faire la liste de courses'],
      [
        30,
        'Сходить в магазин и купить всё по списку',
        'Go to the shop and buy everything on the list',
        'Aller au magasin et tout acheter',
      ],
      [15, 'Разобрать покупки', 'Put the shopping away', 'Ranger les courses'],
    ],
  ],
  [
    'study',
    [
      'учить',
      'выучить',
      'изучить',
      'подготовиться к экзамен',
      'экзамен',
      'курс',
      'урок',
      'домашн',
      'study',
      'learn',
      'exam',
      'course',
      'homework',
      'lesson',
      'revise',
      'etudier',
      'apprendre',
      'reviser',
      'examen',
      'cours',
      'devoirs',
    ],
    90,
    [
      [15, 'Выбрать тему и материалы', 'Pick the topic and materials', 'Choisir le sujet et les supports'],
      [
        45,
        'Изучить материал (45 минут)',
        'Study the material (45 minutes)',
        'Étudier le contenu (45 minutes)',
      ],
      [15, 'Сделать короткий конспект', 'Write short notes', 'Prendre des notes courtes'],
      [15, 'Проверить себя вопросами', 'Quiz yourself', 'Se tester avec des questions'],
    ],
  ],
  [
    'exercise',
    [
      'трениров',
      'спорт',
      'в зал',
      'спортзал',
      'пробежк',
      'бег',
      'йог',
      'зарядк',
      'бассейн',
      'workout',
      'gym',
      'exercise',
      'run',
      'jog',
      'yoga',
      'swim',
      'sport',
      'entrainement',
      'courir',
      'footing',
      'piscine',
      'muscu',
    ],
    60,
    [
      [15, 'Собрать форму и воду', 'Get your kit and water ready', 'Préparer la tenue et l’eau'],
      [15, 'Разминка', 'Warm up', 'Échauffement'],
      [30, 'Основная тренировка', 'Main workout', 'Séance principale'],
      [15, 'Растяжка', 'Stretch', 'Étirements'],
    ],
  ],
  [
    'cook',
    [
      'приготов',
      'готовить',
      'ужин',
      'обед',
      'испечь',
      'cook',
      'dinner',
      'lunch',
      'bake',
      'meal',
      'cuisiner',
      'diner',
      'repas',
      'preparer le',
    ],
    60,
    [
      [
        15,
        'Выбрать рецепт и проверить продукты',
        'Pick a recipe and check ingredients',
        'Choisir une recette et vérifier les ingrédients',
      ],
      [15, 'Подготовить ингредиенты', 'Prep the ingredients', 'Préparer les ingrédients'],
      [30, 'Приготовить блюдо', 'Cook the dish', 'Cuisiner le plat'],
    ],
  ],
  [
    'doctor',
    [
      'врач',
      'доктор',
      'стоматолог',
      'терапевт',
      'анализ',
      'поликлиник',
      'doctor',
      'dentist',
      'checkup',
      'check-up',
      'appointment',
      'clinic',
      'medecin',
      'docteur',
      'dentiste',
      'rendez-vous medical',
    ],
    60,
    [
      [15, 'Записаться на приём', 'Book the appointment', 'Prendre rendez-vous'],
      [
        15,
        'Подготовить документы и вопросы',
        'Prepare documents and questions',
        'Préparer les papiers et les questions',
      ],
      [60, 'Сходить на приём', 'Go to the appointment', 'Aller au rendez-vous'],
    ],
  ],
  [
    'call',
    ['позвони', 'созвон', 'звонок', 'call', 'phone', 'ring', 'appeler', 'telephoner', 'rappeler'],
    15,
    [
      [15, 'Записать, что нужно обсудить', 'Note what to discuss', 'Noter les points à aborder'],
      [15, 'Позвонить', 'Make the call', 'Passer l’appel'],
      [
        15,
        'Записать итоги и следующие шаги',
        'Write down the outcome and next steps',
        'Noter le résultat et la suite',
      ],
    ],
  ],
  [
    'email',
    ['письм', 'почт', 'email', 'e-mail', 'mail', 'inbox', 'courriel'],
    30,
    [
      [15, 'Набросать главное', 'Jot down the key points', 'Noter l’essentiel'],
      [15, 'Написать и отправить', 'Write and send', 'Rédiger et envoyer'],
    ],
  ],
  [
    'pay',
    [
      'оплат',
      'заплат',
      'счет',
      'налог',
      'коммунал',
      'pay',
      'bill',
      'invoice',
      'tax',
      'payer',
      'facture',
      'impot',
    ],
    30,
    [
      [15, 'Собрать счета и реквизиты', 'Collect the bills and details', 'Rassembler les factures'],
      [15, 'Оплатить и сохранить квитанции', 'Pay and keep the receipts', 'Payer et garder les reçus'],
    ],
  ],
  [
    'meeting',
    ['встреч', 'совещани', 'митинг', 'meeting', 'meet', 'reunion', 'rencontr'],
    60,
    [
      [15, 'Подготовить повестку', 'Prepare the agenda', 'Préparer l’ordre du jour'],
      [45, 'Провести встречу', 'Hold the meeting', 'Tenir la réunion'],
      [15, 'Разослать итоги', 'Send the notes', 'Envoyer le compte rendu'],
    ],
  ],
  [
    'move',
    ['переезд', 'переехать', 'упаковать', 'move house', 'moving', 'pack', 'demenag', 'emballer', 'cartons'],
    480,
    [
      [30, 'Составить список вещей', 'List what to pack', 'Lister les affaires'],
      [60, 'Упаковать одну комнату', 'Pack one room', 'Emballer une pièce'],
      [30, 'Подписать коробки', 'Label the boxes', 'Étiqueter les cartons'],
      [30, 'Договориться о перевозке', 'Arrange the transport', 'Organiser le transport'],
    ],
  ],
  [
    'repair',
    ['почини', 'ремонт', 'fix', 'repair', 'reparer', 'bricol'],
    60,
    [
      [
        15,
        'Понять, что сломано, и найти инструкцию',
        'Find what is broken and a guide',
        'Identifier la panne et un tutoriel',
      ],
      [
        15,
        'Подготовить инструменты и детали',
        'Get tools and parts ready',
        'Préparer les outils et les pièces',
      ],
      [30, 'Починить', 'Do the repair', 'Faire la réparation'],
    ],
  ],
  [
    'gift',
    ['подар', 'gift', 'present', 'cadeau'],
    45,
    [
      [15, 'Придумать идеи подарка', 'Brainstorm gift ideas', 'Trouver des idées de cadeau'],
      [30, 'Купить подарок', 'Buy the gift', 'Acheter le cadeau'],
      [15, 'Упаковать подарок', 'Wrap it', 'L’emballer'],
    ],
  ],
];

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
