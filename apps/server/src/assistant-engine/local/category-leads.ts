// What a task is about, said by the head of its phrase (the verb and its object, before 'for',
// 'with', 'about'…): gifts and purchases are shopping, chores are home, budgets and plans are
// planning, even when a work word follows ('buy a gift for my boss', 'iron my work shirts', 'plan the
// marketing budget'). A lead stem in the head weighs three ordinary stems (lexicon.ts categoryOf).
// Stems are normalised like category-stems.ts (lower case, no accents, ё as е).
import type { ParseCategory } from '@nova/core/ai/limits';

export const categoryLeads: ReadonlyArray<readonly [ParseCategory, readonly string[]]> = [
  [
    'shopping',
    [
      'подар',
      'закуп',
      'gift',
      'present ',
      'presents ',
      'purchase',
      'groceries',
      'cadeau',
      'courses',
      'boulangerie',
    ],
  ],
  [
    'home',
    [
      'глад',
      'погла',
      'стира',
      'постира',
      'пропылес',
      'помыть',
      'помой',
      'вымыть',
      'убра',
      'обои',
      'поклеи',
      'балкон',
      'переезд',
      'iron',
      'laundry',
      'vacuum',
      'dishes',
      'mop',
      'paint',
      'fence',
      'lawn',
      'mow',
      'repass',
      'vaisselle',
      'menage',
      'lessive',
      'repein',
      'peindre',
      'tondre',
      'pelouse',
      'demenag',
    ],
  ],
  [
    'planning',
    ['бюджет', 'план ', 'плана ', 'планы ', 'спланир', 'budget', 'plan ', 'plans ', 'planifi', 'planning'],
  ],
  [
    'health',
    ['врач', 'стоматолог', 'терапевт', 'doctor', 'dentist', 'physio', 'medecin', 'dentiste', 'kine'],
  ],
];

/** Stems the category lists lacked, counted like theirs wherever they stand. */
export const moreStems: ReadonlyArray<readonly [ParseCategory, readonly string[]]> = [
  ['shopping', ['boulanger', 'fournitur', 'картридж']],
  [
    'work',
    ['recruit', 'recrut', 'рекрут', 'макет', 'дизайнер', 'follow up', 'relancer', 'standup', 'планерк'],
  ],
  [
    'home',
    [
      'балкон',
      'обои',
      'управляющ',
      'батаре',
      'fence',
      'lawn',
      'pelouse',
      'tondre',
      'chambre',
      'demenag',
      'syndic',
      'bins',
    ],
  ],
];

/** Words that end the head of a phrase: what follows says for whom or about what, not what. */
export const headEnd =
  /\s(?:for|with|about|regarding|to|для|с|со|о|об|про|насчет|pour|avec|concernant|au sujet|sur|au|aux)\s/u;
