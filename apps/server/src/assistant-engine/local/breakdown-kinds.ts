// The word data of the breakdowns: each common kind of task, the stems that name it, its default
// estimate in minutes, and its micro-steps in ru, en and fr (one concrete action of 15-60 minutes
// each, in a sensible order). The rules that use it are in breakdown.ts.
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

export type Step = readonly [minutes: number, ru: string, en: string, fr: string];

/** A kind: its name, the stems that name it, its default minutes, and its steps. */
export type KindEntry = readonly [TaskKind, readonly string[], number, readonly Step[]];

/** Work and study kinds; checked before the everyday ones (breakdown.ts: the first match wins). */
export const workKinds: ReadonlyArray<KindEntry> = [
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
];
