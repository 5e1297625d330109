// The six categories' keyword stems of the local engine, in ru, en and fr (lower case, no accents,
// ё as е; see core search.ts), one '|'-separated list per category (a stem may hold spaces: 'pick up').
// Matched by categoryOf in lexicon.ts.
import type { ParseCategory } from '@nova/core/ai/limits';

const lists: ReadonlyArray<readonly [ParseCategory, string]> = [
  [
    'shopping',
    'купи|покупк|магазин|продукт|заказа|закаж|рынок|супермаркет|аптек|buy|purchase|shop|grocer|' +
      'order|pick up|store|supermarket|pharmac|achet|achat|course|faire les courses|magasin|' +
      'command|supermarche|pharmaci|молок|хлеб|яйц|milk|bread|eggs|lait|pain|oeufs',
  ],
  [
    'work',
    'работ|отчет|проект|клиент|офис|коллег|начальник|совещани|презентаци|дедлайн|договор|' +
      'контракт|резюме|собеседовани|задач по работе|письмо|email|почт|созвон|митинг|код|релиз|' +
      'бюджет|счет-фактур|сотрудник|руководител|work|report|project|client|customer|office|' +
      'colleague|boss|manager|meeting|presentation|deadline|contract|invoice|resume|interview|' +
      'email|slides|deploy|code|review|team|quarterly|proposal|budget|travail|rapport|projet|' +
      'client|bureau|collegue|patron|reunion|presentation|contrat|entretien|courriel|mail|equipe|' +
      'dossier|devis',
  ],
  [
    'health',
    'врач|доктор|здоров|спорт|трениров|зал|пробежк|бег|йог|медитац|таблет|лекарств|витамин|' +
      'стоматолог|зубн|анализ|поликлиник|больниц|терапевт|фитнес|бассейн|зарядк|сон|спать|выспат|' +
      'диет|прогулк|массаж|doctor|dentist|health|gym|workout|exercise|run|jog|yoga|meditat|pill|' +
      'medic|vitamin|therap|fitness|swim|sleep|diet|walk|checkup|check-up|appointment|stretch|' +
      'physio|hospital|clinic|blood test|medecin|docteur|sante|sport|salle de sport|entrainement|' +
      'courir|course a pied|yoga|medit|medicament|vitamine|dentiste|kine|piscine|sommeil|dormir|' +
      'regime|marche|analyse|hopital',
  ],
  [
    'home',
    'дом|убра|уборк|помыть|мыть|посуд|стирк|постира|пылесос|ремонт|почини|кухн|квартир|приготов|' +
      'готовить|ужин|обед|мусор|цветы|полить|счета|оплатить|коммунал|налог|белье|гладить|' +
      'погладить|кот|собак|сантехник|электрик|home|house|clean|tidy|wash|dishes|laundry|vacuum|' +
      'repair|fix|kitchen|apartment|flat|cook|dinner|trash|garbage|water the plants|plants|bills|' +
      'pay the|rent|tax|utilities|iron|plumber|garden|mow|maison|menage|nettoy|laver|vaisselle|' +
      'lessive|linge|aspirat|repar|cuisine|appartement|cuisiner|diner|poubelle|plantes|arroser|' +
      'factur|loyer|repasser|plombier|jardin|impot|electricite|ranger',
  ],
  [
    'planning',
    'план|спланир|распланир|расписани|организ|цели|цель|подготов|продумать|обдумать|' +
      'составить список|календар|отпуск|поездк|путешеств|бронир|забронир|маршрут|plan|schedule|' +
      'organi|goal|prepare|agenda|calendar|itinerary|trip|vacation|holiday|book a|book the|' +
      'booking|roadmap|strategy|think through|outline|flights|hotel|planifi|organis|objectif|' +
      'prepar|agenda|calendrier|voyage|vacances|reserv|itineraire|programme',
  ],
  [
    'personal',
    'мам|пап|родител|друг|подруг|семь|день рождени|подарок|книг|читать|прочитать|учить|выучить|' +
      'курс|хобби|фильм|позвони|написать|бабушк|дедушк|сестр|брат|дети|ребен|английск|язык|mom|' +
      'mum|dad|parent|friend|family|birthday|gift|present|book|read|learn|study|online course|' +
      'hobby|movie|call|grandma|grandpa|sister|brother|kids|english|language|journal|maman|papa|' +
      'parents|ami|famille|anniversaire|cadeau|livre|lire|apprendre|etudier|cours|loisir|film|' +
      'appeler|grand-mere|soeur|frere|enfants|anglais|langue',
  ],
];

/** Stems of the six categories; a text's category is the one with the most hits (ties: list order). */
export const categoryStems: ReadonlyArray<readonly [ParseCategory, readonly string[]]> = lists.map(
  ([category, stems]) => [category, stems.split('|')] as const,
);
