// Word lists of the local engine, in ru, en and fr: priority phrases, the six categories' keyword
// stems, filler openings ('надо', 'I need to', 'il faut'), and action verbs that start a new task
// when a list is split. Stems are normalised (lower case, no accents, ё as е; see core search.ts).
import { type GuardedRegExp, guarded } from '@nova/core/ai/guarded-regexp';
import type { AiLocale, ParseCategory, ParsePriority } from '@nova/core/ai/limits';
import { normalizeForSearch } from '@nova/core/domain/search';
import { categoryLeads, headEnd, moreStems } from './category-leads.ts';
import { categoryStems } from './category-stems.ts';

const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
/** One of the words, starting a word and ending one; matched word first (see core guarded-regexp.ts). */
const phrase = (words: string[]) => guarded(W, `(?:${words.join('|')})${E}`, 'iu');

/** Checked low first ('не срочно' holds 'срочно'), then high, then medium. */
export const priorityPhrases: ReadonlyArray<readonly [ParsePriority, GuardedRegExp]> = [
  [
    'low',
    phrase([
      'не срочно',
      'несрочно',
      'не к спеху',
      'когда-нибудь',
      'когда будет время',
      'если будет время',
      'низкий приоритет',
      'низкая важность',
      'не важно',
      'неважно',
      'not urgent',
      'low priority',
      'someday',
      'some day',
      'whenever',
      'when i have time',
      'if i have time',
      'no rush',
      'pas urgent',
      'pas pressé',
      'un jour',
      'priorité basse',
      'basse priorité',
      "quand j'ai le temps",
      'quand j’ai le temps',
      'sans urgence',
    ]),
  ],
  [
    'high',
    phrase([
      'срочно',
      'срочная',
      'срочный',
      'срочное',
      'очень важно',
      'очень важная',
      'критично',
      'критически важно',
      'немедленно',
      'как можно скорее',
      'asap',
      'высокий приоритет',
      'горит',
      'первым делом',
      'обязательно',
      'urgent',
      'urgently',
      'high priority',
      'top priority',
      'critical',
      'immediately',
      'right away',
      'very important',
      'must do',
      'urgente',
      'en urgence',
      'au plus vite',
      'priorité haute',
      'haute priorité',
      'prioritaire',
      'critique',
      'très important',
      'très importante',
      'immédiatement',
      'tout de suite',
    ]),
  ],
  [
    'medium',
    phrase([
      'важно',
      'важная',
      'важный',
      'важное',
      'средний приоритет',
      'желательно',
      'important',
      'medium priority',
      'normal priority',
      'soon',
      'importante',
      'priorité moyenne',
      'bientôt',
    ]),
  ],
];

/** Exclamation marks: '!!' and more mean high, one alone says nothing. */
export const emphasis = /!{2,}/u;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex per category: a hit is a stem starting a word; phrases of several words count twice. */
const categoryMatchers = categoryStems.map(([category, base]) => {
  const stems = [...base, ...(moreStems.find(([c]) => c === category)?.[1] ?? [])];
  const leads = categoryLeads.find(([c]) => c === category)?.[1] ?? [];
  const single = stems.filter((s) => !s.includes(' ')).map(escapeRe);
  const multi = stems.filter((s) => s.includes(' ')).map(escapeRe);
  return {
    category,
    single: guarded(String.raw`(?<=\s)`, `(?:${single.join('|')})`, 'gu'),
    multi: multi.length ? guarded(String.raw`(?<=\s)`, `(?:${multi.join('|')})`, 'gu') : null,
    lead: leads.length ? guarded(String.raw`(?<=\s)`, `(?:${leads.map(escapeRe).join('|')})`, 'gu') : null,
  };
});

const countMatches = (re: RegExp, text: string) => {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(text)) n++;
  return n;
};

/** The category whose stems a text hits most; SPEC's default личное (personal) when none. */
export function categoryOf(text: string): ParseCategory {
  // d’électricité -> 'd electricite': apostrophes and punctuation become spaces
  const norm = ` ${normalizeForSearch(text).replace(/[^\p{L}\p{N}\s-]/gu, ' ')} `;
  // The head: up to the first 'for'/'with'/'about', at most five words.
  const cut = headEnd.exec(norm.slice(1));
  const head = ` ${(cut && cut.index > 0 ? norm.slice(1, cut.index + 1) : norm.slice(1)).split(' ').slice(0, 5).join(' ')} `;
  let best: ParseCategory = 'personal';
  let bestScore = 0;
  for (const m of categoryMatchers) {
    const score =
      countMatches(m.single, norm) +
      (m.multi ? 2 * countMatches(m.multi, norm) : 0) +
      (m.lead ? 3 * countMatches(m.lead, head) : 0);
    if (score > bestScore) {
      best = m.category;
      bestScore = score;
    }
  }
  return best;
}

/** Openings that say "I must" and carry no meaning for the title. */
export const fillers: Record<AiLocale, RegExp> = {
  ru: /^(?:(?:мне|нам|я|ещё|еще|также|а также|потом|затем|и|ну|так|и ещё|и еще|кстати)\s+)*(?:надо|нужно|необходимо|надо бы|нужно бы|хочу|хотелось бы|планирую|собираюсь|не забыть|не забудь|напомни(?:ть)?(?: мне)?|должен|должна|обязательно|постараться|попробовать)?\s*(?:бы\s+)?/iu,
  en: /^(?:(?:and|also|then|plus|oh|so|,)\s+)*(?:(?:i|we)\s+(?:really\s+)?(?:need|have|want|got|must|should|'ll|will)(?:\s+to)?|i'd like to|need to|have to|must|should|want to|don't forget to|do not forget to|remember to|remind me to|gotta|got to|todo:?|to do:?|try to|please)?\s*/iu,
  fr: /^(?:(?:et|aussi|puis|ensuite|alors|donc)\s+)*(?:il (?:me |nous )?faut|je dois|nous devons|on doit|je veux|je voudrais|ne pas oublier de|n'oublie pas de|penser à|rappelle-moi de|il faudrait|essayer de|devoir)?\s*/iu,
};

/** Action verbs (normalised) that open a task; used to decide whether 'and'/',' start a new task. */
const enVerbs =
  'buy call email mail write send finish complete clean wash cook pay book schedule plan prepare read study learn review fix repair update check go visit meet pick drop take bring return submit file print sign order make do start organize organise clear tidy walk run exercise practice practise train watch fill renew cancel apply register ask tell text message reply answer invite call pack move set install water feed iron vacuum mop sweep hoover sort water'.split(
    ' ',
  );
const frVerbs =
  'acheter appeler trier ecrire envoyer finir terminer nettoyer laver cuisiner payer reserver planifier preparer lire etudier apprendre reviser reparer verifier aller visiter rencontrer prendre apporter rendre deposer imprimer signer commander faire commencer organiser ranger marcher courir pratiquer regarder remplir renouveler annuler inscrire demander dire repondre inviter emballer installer arroser nourrir repasser passer contacter relancer envoyer rappeler'.split(
    ' ',
  );
const ruVerbStems =
  'купи куплю позвони позвоню написа напиш отправ законч доделат сдела сдать сдай убра убер помы помо постира приготов оплат заплат заброни заплан спланир подготов прочита прочит почит изучи выучи повтори почини провер сходи сход зайти зайди съезди съезд встрет забра забер взять возьм отнес отнеси верну подат подпис распечат заказ начат начни организ разобра разбер погуля пробеж потрениру посмотр заполн продли отмен записа запиш спроси сказа ответ пригласи собра собер постави установ полит покорм погладить пропылес вынес выброс сходить съездить навести решит обсуди созвон оформ получи забронировать составить выучить'.split(
    ' ',
  );

/** Words that may come before the verb of a task: dates, fillers, pronouns ('завтра надо позвонить'). */
const skippable = new Set(
  (
    'tomorrow today tonight also then next this on at by i we need to have must should will please and after that ' +
    'monday tuesday wednesday thursday friday saturday sunday ' +
    'завтра сегодня послезавтра потом затем после этого также ещё еще надо нужно мне я не забыть в во на к до утром вечером днем ' +
    'понедельник вторник среду четверг пятницу субботу воскресенье следующий следующую ' +
    'demain aujourd hui apres ce soir matin puis ensuite aussi il faut je dois ne pas oublier de lundi mardi mercredi jeudi vendredi samedi dimanche prochain'
  ).split(' '),
);

export function isVerb(word: string, language: AiLocale): boolean {
  if (language === 'en') return enVerbs.includes(word);
  if (language === 'fr')
    return frVerbs.includes(word) || (/^[a-z]{4,}(?:er|ir)$/.test(word) && !frNonVerbs.has(word));
  return (
    ruVerbStems.some((stem) => word.startsWith(stem)) ||
    (/^[а-я]{3,}(?:ть|ти|чь|ться)$/.test(word) && !/(?:ость|асть|есть|нть)$/.test(word))
  );
}

/** The phrase opens with an action verb, maybe after date words and fillers. */
export function startsWithVerb(segment: string, language: AiLocale): boolean {
  const words = normalizeForSearch(segment).match(/[\p{L}\d'-]+/gu) ?? [];
  for (const word of words.slice(0, 5)) {
    if (isVerb(word, language)) return true;
    if (!skippable.has(word) && !/^\d/.test(word)) return false;
  }
  return false;
}

const dateWord = guarded(
  String.raw`(?<![\p{L}])`,
  '(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|next|сегодня|завтра|послезавтра|понедельн|вторник|сред[ауе]|четверг|пятниц|суббот|воскресен|январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|через|aujourd|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|prochain)',
  'iu',
);

/** Cheap test for a date word or a digit (the full date parse runs later, per task). */
export const isDateish = (text: string): boolean => /\d/.test(text) || dateWord.test(text);
const frNonVerbs = new Set([
  'hier',
  'soir',
  'plaisir',
  'dernier',
  'premier',
  'janvier',
  'fevrier',
  'cahier',
  'papier',
  'quartier',
  'atelier',
  'metier',
  'panier',
  'dossier',
  'courrier',
  'loisir',
  'avenir',
  'desir',
]);

/** #hashtags in a text (without the '#'). */
export function hashtags(text: string): string[] {
  return [...text.matchAll(/#([\p{L}\p{N}_-]{1,40})/gu)].flatMap(([, tag]) =>
    tag === undefined ? [] : [tag.toLowerCase()],
  );
}
