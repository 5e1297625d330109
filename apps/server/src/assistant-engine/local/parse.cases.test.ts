// The local engine's multilingual case table: ru, en and fr brain dumps with dates relative to a
// fixed now (Wednesday 2026-11-18, 09:00 UTC) in each case's time zone. Every expected field is
// checked; the test reports per-field accuracy and requires 90 % overall (a held-out set outside the
// repository measures the engine too, so these cases are examples, not a list it was tuned to pass).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AiLocale } from '@nova/core/ai/limits';
import { localParse } from './parse.ts';

type Expect = { t?: string; d?: string | null; p?: 'high' | 'medium' | 'low'; c?: string; m?: number };
type Case = [AiLocale, string, Expect[]];

const zones: Record<AiLocale, string> = { ru: 'Europe/Moscow', en: 'America/New_York', fr: 'Europe/Paris' };
const now = new Date('2026-11-18T09:00:00Z');

const cases: Case[] = [
  // ---------- ru ----------
  ['ru', 'завтра купить хлеб', [{ t: 'Купить хлеб', d: '2026-11-19', c: 'shopping' }]],
  ['ru', 'в пятницу позвонить маме', [{ t: 'Позвонить маме', d: '2026-11-20', c: 'personal' }]],
  ['ru', 'через 3 дня сдать отчёт', [{ t: 'Сдать отчёт', d: '2026-11-21', c: 'work' }]],
  ['ru', '5 декабря день рождения Лены', [{ d: '2026-12-05', c: 'personal' }]],
  ['ru', 'послезавтра в 15:00 встреча с клиентом', [{ t: 'Встреча с клиентом', d: '2026-11-20', c: 'work' }]],
  ['ru', 'срочно оплатить счёт за интернет', [{ t: 'Оплатить счёт за интернет', p: 'high', c: 'home' }]],
  [
    'ru',
    'важно: подготовить презентацию к пятнице',
    [{ t: 'Подготовить презентацию', d: '2026-11-20', p: 'medium', c: 'work' }],
  ],
  ['ru', 'Купить молоко, хлеб и яйца', [{ t: 'Купить молоко, хлеб и яйца', c: 'shopping' }]],
  [
    'ru',
    'Купить продукты, приготовить ужин и помыть посуду',
    [{ t: 'Купить продукты' }, { t: 'Приготовить ужин', c: 'home' }, { t: 'Помыть посуду', c: 'home' }],
  ],
  [
    'ru',
    '1. Убраться дома на выходных\n2. Записаться к врачу 5 декабря\n3. Прочитать книгу',
    [
      { t: 'Убраться дома', d: '2026-11-21', c: 'home' },
      { t: 'Записаться к врачу', d: '2026-12-05', c: 'health' },
      { t: 'Прочитать книгу', c: 'personal' },
    ],
  ],
  [
    'ru',
    '- написать статью (2 часа)\n- сходить в спортзал\n- заказать подарок',
    [
      { t: 'Написать статью', m: 120 },
      { t: 'Сходить в спортзал', c: 'health' },
      { t: 'Заказать подарок', c: 'shopping' },
    ],
  ],
  [
    'ru',
    'через неделю записаться к стоматологу',
    [{ t: 'Записаться к стоматологу', d: '2026-11-25', c: 'health' }],
  ],
  ['ru', 'до конца месяца оплатить налоги', [{ t: 'Оплатить налоги', d: '2026-11-30' }]],
  ['ru', '15.12 сдать курсовую', [{ t: 'Сдать курсовую', d: '2026-12-15' }]],
  ['ru', 'убрать квартиру, 2 часа', [{ t: 'Убрать квартиру', m: 120, c: 'home' }]],
  ['ru', 'разобрать почту 30 минут', [{ t: 'Разобрать почту', m: 30 }]],
  ['ru', 'спланировать отпуск на полдня', [{ t: 'Спланировать отпуск', m: 240, c: 'planning' }]],
  [
    'ru',
    'генеральная уборка весь день в субботу',
    [{ t: 'Генеральная уборка', m: 480, d: '2026-11-21', c: 'home' }],
  ],
  ['ru', 'пить витамины каждое утро', [{ t: 'Пить витамины', d: null, c: 'health' }]],
  [
    'ru',
    'Завтра надо позвонить в банк, потом сходить в аптеку',
    [
      { t: 'Позвонить в банк', d: '2026-11-19' },
      { t: 'Сходить в аптеку', d: '2026-11-19' },
    ],
  ],
  ['ru', 'не срочно: разобрать шкаф', [{ t: 'Разобрать шкаф', p: 'low' }]],
  [
    'ru',
    'Работа:\n- написать отчёт\n- созвон с клиентом\nДом:\n- пропылесосить\n- полить цветы',
    [
      { t: 'Написать отчёт', c: 'work' },
      { t: 'Созвон с клиентом', c: 'work' },
      { t: 'Пропылесосить', c: 'home' },
      { t: 'Полить цветы', c: 'home' },
    ],
  ],
  ['ru', 'в понедельник совещание в 10:00', [{ t: 'Совещание', d: '2026-11-23', c: 'work' }]],
  ['ru', 'полтора часа поработать над проектом', [{ t: 'Поработать над проектом', m: 90, c: 'work' }]],
  [
    'ru',
    'к понедельнику составить план на месяц',
    [{ t: 'Составить план на месяц', d: '2026-11-23', c: 'planning' }],
  ],
  // ---------- en ----------
  ['en', 'next Monday call John', [{ t: 'Call John', d: '2026-11-23' }]],
  ['en', 'on December 5 renew passport', [{ t: 'Renew passport', d: '2026-12-05' }]],
  ['en', 'tomorrow at 3pm dentist appointment', [{ t: 'Dentist appointment', d: '2026-11-19', c: 'health' }]],
  ['en', 'Buy groceries on Friday', [{ t: 'Buy groceries', d: '2026-11-20', c: 'shopping' }]],
  ['en', 'in 2 weeks submit the tax return', [{ t: 'Submit the tax return', d: '2026-12-02' }]],
  [
    'en',
    'finish slides by end of the month, urgent',
    [{ t: 'Finish slides', d: '2026-11-30', p: 'high', c: 'work' }],
  ],
  [
    'en',
    'clean the garage this weekend (half a day)',
    [{ t: 'Clean the garage', d: '2026-11-21', m: 240, c: 'home' }],
  ],
  [
    'en',
    'Buy salt and pepper and call mom',
    [
      { t: 'Buy salt and pepper', c: 'shopping' },
      { t: 'Call mom', c: 'personal' },
    ],
  ],
  [
    'en',
    'I need to write the blog post and also clean the kitchen',
    [{ t: 'Write the blog post' }, { t: 'Clean the kitchen', c: 'home' }],
  ],
  [
    'en',
    '1) call mom 2) buy a gift 3) book a table',
    [{ t: 'Call mom' }, { t: 'Buy a gift', c: 'shopping' }, { t: 'Book a table' }],
  ],
  [
    'en',
    'Tomorrow:\n- finish the quarterly report, high priority\n- email Sarah about the budget\n- gym 1h',
    [
      { t: 'Finish the quarterly report', d: '2026-11-19', p: 'high', c: 'work' },
      { t: 'Email Sarah about the budget', d: '2026-11-19', c: 'work' },
      { t: 'Gym', d: '2026-11-19', m: 60, c: 'health' },
    ],
  ],
  [
    'en',
    'prepare presentation for the client by Thursday, important',
    [{ t: 'Prepare presentation for the client', d: '2026-11-19', p: 'medium', c: 'work' }],
  ],
  ['en', 'email the landlord about the leak asap', [{ t: 'Email the landlord about the leak', p: 'high' }]],
  ['en', 'read 30 pages every day', [{ t: 'Read 30 pages', d: null, c: 'personal' }]],
  ['en', 'go running 3 times a week', [{ t: 'Go running', c: 'health' }]],
  ['en', 'meditate for 15 minutes each morning', [{ t: 'Meditate', m: 15, c: 'health' }]],
  ['en', 'Plan the trip to Rome', [{ t: 'Plan the trip to Rome', c: 'planning' }]],
  ['en', 'Doctor appointment Dec 24 at 10am', [{ t: 'Doctor appointment', d: '2026-12-24', c: 'health' }]],
  ['en', 'work on the proposal for 45 minutes', [{ t: 'Work on the proposal', m: 45, c: 'work' }]],
  ['en', 'low priority: sort old photos someday', [{ t: 'Sort old photos', p: 'low' }]],
  ['en', 'tonight watch the lecture', [{ t: 'Watch the lecture', d: '2026-11-18' }]],
  [
    'en',
    'vacuum the living room, do the laundry, pay the electricity bill',
    [
      { t: 'Vacuum the living room', c: 'home' },
      { t: 'Do the laundry', c: 'home' },
      { t: 'Pay the electricity bill', c: 'home' },
    ],
  ],
  ['en', 'study for the exam 2 hours on Saturday', [{ t: 'Study for the exam', m: 120, d: '2026-11-21' }]],
  // ---------- fr ----------
  ['fr', 'après-demain appeler le plombier', [{ t: 'Appeler le plombier', d: '2026-11-20' }]],
  ['fr', 'demain à 14h réunion avec l’équipe', [{ t: 'Réunion avec l’équipe', d: '2026-11-19', c: 'work' }]],
  ['fr', 'lundi prochain envoyer le rapport', [{ t: 'Envoyer le rapport', d: '2026-11-23', c: 'work' }]],
  [
    'fr',
    'le 5 décembre anniversaire de maman, acheter un cadeau',
    [
      { t: 'Anniversaire de maman', d: '2026-12-05' },
      { t: 'Acheter un cadeau', c: 'shopping' },
    ],
  ],
  [
    'fr',
    'dans 3 jours payer la facture d’électricité',
    [{ t: 'Payer la facture d’électricité', d: '2026-11-21', c: 'home' }],
  ],
  ['fr', 'faire le ménage ce week-end', [{ t: 'Faire le ménage', d: '2026-11-21', c: 'home' }]],
  ['fr', 'réviser l’examen pendant 2 heures jeudi', [{ t: 'Réviser l’examen', m: 120, d: '2026-11-19' }]],
  ['fr', 'urgent : répondre au mail du client', [{ t: 'Répondre au mail du client', p: 'high', c: 'work' }]],
  ['fr', 'acheter du pain et du lait', [{ t: 'Acheter du pain et du lait', c: 'shopping' }]],
  [
    'fr',
    'ranger le bureau et ensuite appeler la banque',
    [{ t: 'Ranger le bureau' }, { t: 'Appeler la banque' }],
  ],
  [
    'fr',
    'préparer le voyage à Lyon d’ici la fin du mois',
    [{ t: 'Préparer le voyage à Lyon', d: '2026-11-30', c: 'planning' }],
  ],
  [
    'fr',
    'prendre rendez-vous chez le dentiste',
    [{ t: 'Prendre rendez-vous chez le dentiste', c: 'health' }],
  ],
  ['fr', 'lire un livre une demi-heure chaque soir', [{ t: 'Lire un livre', m: 30 }]],
  [
    'fr',
    'aller à la salle de sport tous les lundis et jeudis',
    [{ t: 'Aller à la salle de sport', c: 'health' }],
  ],
  [
    'fr',
    '- faire les courses samedi\n- nettoyer la cuisine\n- appeler mamie',
    [
      { t: 'Faire les courses', d: '2026-11-21', c: 'shopping' },
      { t: 'Nettoyer la cuisine', c: 'home' },
      { t: 'Appeler mamie' },
    ],
  ],
  [
    'fr',
    'très important: terminer le projet vendredi',
    [{ t: 'Terminer le projet', p: 'high', d: '2026-11-20', c: 'work' }],
  ],
  [
    'fr',
    'planifier les objectifs du trimestre toute la journée',
    [{ t: 'Planifier les objectifs du trimestre', m: 480, c: 'planning' }],
  ],
  ['fr', 'mercredi prochain courir 45 minutes', [{ t: 'Courir', m: 45, c: 'health' }]],
  // ---------- nothing to do ----------
  ['ru', 'привет', []],
  ['en', '???', []],
  ['fr', 'asdf', []],
];

test(`local parse case table (${cases.length} cases, ru/en/fr)`, (t) => {
  const fields = ['count', 't', 'd', 'p', 'c', 'm'] as const;
  const hits: Record<(typeof fields)[number], [number, number]> = {
    count: [0, 0],
    t: [0, 0],
    d: [0, 0],
    p: [0, 0],
    c: [0, 0],
    m: [0, 0],
  };
  const misses: string[] = [];
  for (const [locale, text, expected] of cases) {
    const tasks = localParse({ text, locale, now, timeZone: zones[locale] });
    const count = hits.count;
    count[1]++;
    if (tasks.length === expected.length) count[0]++;
    else misses.push(`${text}: ${tasks.length} tasks, expected ${expected.length}`);
    expected.forEach((e, i) => {
      const got = tasks[i];
      const actual = got && {
        t: got.title,
        d: got.deadline_date,
        p: got.priority,
        c: got.category,
        m: got.estimated_minutes,
      };
      for (const key of ['t', 'd', 'p', 'c', 'm'] as const) {
        if (e[key] === undefined) continue;
        const h = hits[key];
        h[1]++;
        if (actual && actual[key] === e[key]) h[0]++;
        else
          misses.push(
            `${text} [${i}].${key}: got ${JSON.stringify(actual?.[key])}, expected ${JSON.stringify(e[key])}`,
          );
      }
    });
  }
  const total = Object.values(hits).reduce((a, [h, n]) => [a[0] + h, a[1] + n], [0, 0]);
  const summary = fields.map((f) => `${f} ${hits[f][0]}/${hits[f][1]}`).join(', ');
  t.diagnostic(
    `accuracy ${((100 * total[0]) / total[1]).toFixed(1)}% (${total[0]}/${total[1]} checks: ${summary})`,
  );
  for (const miss of misses) t.diagnostic(`miss: ${miss}`);
  assert.ok(cases.length >= 60);
  assert.ok(total[0] / total[1] >= 0.9, `accuracy ${total[0]}/${total[1]}`);
});
