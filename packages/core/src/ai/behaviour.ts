// Behaviour patterns (SPEC §3) learned from use, by simple rules a user can read and reset:
// - analysisCount: +1 for every parse or chat message analysed;
// - workStyle: 'batch' when one message holds 4 or more tasks, 'focused' for 1-2 (3 keeps the last);
// - planningHorizon: from the parsed deadlines: all within 1 day 'daily', within 7 'weekly', else 'long_term';
// - motivationType: 'deadline_driven' when most parsed tasks carry a deadline or high priority, else 'progress_driven';
// - delegationTendency 0-10: +1 per message asking to delegate or hand off, -1 (not below 0) every 5th message without;
// - breakdownPreference: true once the user asks for steps/subtasks/breakdown;
// - communicationStyle: 'concise' for messages under 60 characters, 'detailed' over 300, else 'friendly';
// - preferredTechniques: techniques the user names (pomodoro, micro_steps, time_blocking, eisenhower, gtd, mvd).
import { addDays } from './dates.ts';

export type BehaviourPatterns = {
  workStyle: 'batch' | 'focused' | null;
  motivationType: 'deadline_driven' | 'progress_driven' | null;
  planningHorizon: 'daily' | 'weekly' | 'long_term' | null;
  delegationTendency: number | null;
  breakdownPreference: boolean | null;
  communicationStyle: 'friendly' | 'concise' | 'detailed';
  preferredTechniques: string[];
  analysisCount: number;
};

export const emptyPatterns = (): BehaviourPatterns => ({
  workStyle: null,
  motivationType: null,
  planningHorizon: null,
  delegationTendency: null,
  breakdownPreference: null,
  communicationStyle: 'friendly',
  preferredTechniques: [],
  analysisCount: 0,
});

const techniqueWords: ReadonlyArray<readonly [string, RegExp]> = [
  ['pomodoro', /pomodoro|помидор|помодоро|tomate/iu],
  [
    'micro_steps',
    /swiss cheese|micro[- ]?(?:steps?|tasks?|tâches?|étapes?)|микрошаг|микро-?задач|швейцарск/iu,
  ],
  ['time_blocking', /time[- ]?block|тайм-?блок|блоки времени|blocs? de temps/iu],
  ['eisenhower', /eisenhower|эйзенхауэр|matri(?:x|ce)|матриц/iu],
  ['gtd', /\bgtd\b|getting things done/iu],
  ['mvd', /\bmvd\b|minimum viable day|минимальн\p{L}* день|journée minimale/iu],
];
const delegateWords = /delegat|hand (?:it )?off|делегир|поручи|передай|передать|délégu|confier/iu;
const breakdownWords =
  /break (?:it )?down|breakdown|subtasks?|steps?\b|разбе|разбить|подзадач|шаг|décompos|sous-tâches?|étapes?/iu;

function fromText(prev: BehaviourPatterns, text: string): BehaviourPatterns {
  const next = { ...prev, preferredTechniques: [...prev.preferredTechniques] };
  next.analysisCount = prev.analysisCount + 1;
  const length = text.trim().length;
  next.communicationStyle = length < 60 ? 'concise' : length > 300 ? 'detailed' : 'friendly';
  for (const [technique, re] of techniqueWords) {
    if (re.test(text) && !next.preferredTechniques.includes(technique))
      next.preferredTechniques.push(technique);
  }
  next.preferredTechniques = next.preferredTechniques.slice(-8);
  if (breakdownWords.test(text)) next.breakdownPreference = true;
  const tendency = prev.delegationTendency ?? 0;
  if (delegateWords.test(text)) next.delegationTendency = Math.min(10, tendency + 1);
  else if (next.analysisCount % 5 === 0) next.delegationTendency = Math.max(0, tendency - 1);
  else next.delegationTendency = tendency;
  return next;
}

export function learnFromChat(prev: BehaviourPatterns, message: string): BehaviourPatterns {
  return fromText(prev, message);
}

export function learnFromParse(
  prev: BehaviourPatterns,
  text: string,
  tasks: ReadonlyArray<{ deadline_date: string | null; priority: string }>,
  today: string,
): BehaviourPatterns {
  const next = fromText(prev, text);
  if (tasks.length >= 4) next.workStyle = 'batch';
  else if (tasks.length >= 1 && tasks.length <= 2) next.workStyle = 'focused';
  const dated = tasks.map((t) => t.deadline_date).filter((d): d is string => d !== null);
  const last = dated.sort().at(-1);
  if (last !== undefined) {
    next.planningHorizon =
      last <= addDays(today, 1) ? 'daily' : last <= addDays(today, 7) ? 'weekly' : 'long_term';
  }
  if (tasks.length > 0) {
    const pressing = tasks.filter((t) => t.deadline_date !== null || t.priority === 'high').length;
    next.motivationType = pressing * 2 > tasks.length ? 'deadline_driven' : 'progress_driven';
  }
  return next;
}
