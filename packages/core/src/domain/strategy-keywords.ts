// Keyword buckets per life area for strategy auto-assignment (SPEC §5), in en, ru and fr. Entries are
// normalised word prefixes (lower case, no accents, 'ё' as 'е'; see search.ts), often stems so that
// Russian and French inflections match: 'здоров' finds 'здоровье' and 'здоровья'. A word belongs to
// the area of the longest stem it starts with. Stems that start unrelated common words are left out
// (ru 'друг' also starts "другой", other; fr 'cours' starts 'courses', shopping).

export const lifeAreas = [
  'work',
  'health',
  'home',
  'learning',
  'finance',
  'relationships',
  'personal',
  'shopping',
  'planning',
] as const;
export type LifeArea = (typeof lifeAreas)[number];

/** One line per language (en, ru, fr), words separated by spaces. */
const words = (...lines: string[]): readonly string[] => lines.flatMap((line) => line.split(' '));

export const keywordBuckets: { readonly [A in LifeArea]: readonly string[] } = {
  work: words(
    'work job office project client deadline report colleague career business',
    'работ проект клиент офис отчет дедлайн начальник коллег карьер бизнес совещани',
    'travail boulot bureau projet rapport collegue carriere entreprise',
  ),
  health: words(
    'health doctor sport gym workout running jogging fitness sleep medic yoga diet dentist',
    'здоров врач спорт трениров пробежк фитнес йог диет стоматолог лекарств медиц больниц',
    'sante medecin docteur entrainement sommeil dentiste regime',
  ),
  home: words(
    'home house clean laundry kitchen repair garden cook',
    'дом уборк убрать стирк кухн ремонт огород посуд квартир',
    'maison menage linge cuisine repar jardin appartement',
  ),
  learning: words(
    'learn study course book reading lesson exam homework tutorial language',
    'учеб учить выучить изуч курс книг читать урок экзамен лекци язык',
    'apprendre etudi livre lecture lecon examen formation langue',
  ),
  finance: words(
    'money budget bank tax invoice bill payment salary invest financ loan rent',
    'деньг бюджет банк налог счет оплат платеж зарплат инвест кредит аренд финанс',
    'argent banque impot facture paiement salaire loyer',
  ),
  relationships: words(
    'family friend partner wife husband kids child parent birthday',
    'семь друз родител мама папа ребен дети жена муж рождени свидани',
    'famille ami enfant mari femme anniversaire rendez',
  ),
  personal: words(
    'hobby meditat journal relax vacation travel personal',
    'хобби медитац дневник отдых отпуск путешеств личн',
    'loisir detente vacances voyage personnel',
  ),
  shopping: words(
    'buy shop purchase groceries',
    'купить покуп магазин заказать',
    'acheter achat magasin courses',
  ),
  planning: words('plan schedule organi goal', 'план организ цели', 'planifi objectif'),
};

const stemsLongestFirst: ReadonlyArray<readonly [string, LifeArea]> = lifeAreas
  .flatMap((area) => keywordBuckets[area].map((stem) => [stem, area] as const))
  .sort((a, b) => b[0].length - a[0].length);

/** The life area of one normalised word: the longest stem it starts with decides ('workout' is health, not work). */
export function lifeAreaOfWord(word: string): LifeArea | null {
  for (const [stem, area] of stemsLongestFirst) if (word.startsWith(stem)) return area;
  return null;
}

/** The life areas mentioned by a list of normalised words (see `wordsOf` in search.ts). */
export function lifeAreasOf(words: readonly string[]): Set<LifeArea> {
  const areas = new Set<LifeArea>();
  for (const word of words) {
    const area = lifeAreaOfWord(word);
    if (area) areas.add(area);
  }
  return areas;
}
