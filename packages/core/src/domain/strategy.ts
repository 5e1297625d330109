// Strategy auto-assignment (SPEC §5): score each strategy against a task's text and suggest the best
// one. Scoring, on normalised text (case and accents ignored, see search.ts):
// - name match, 10: the task's title or description contains the strategy's whole name, starting a
//   word (so inflected forms count: 'Проект' matches 'проекты');
// - description words, 2 each: every distinct word of the strategy's description longer than 3
//   characters that occurs in the task's text;
// - keyword buckets, 5 each: every life area (strategy-keywords.ts) that both the strategy (name or
//   description) and the task mention, a word counting for an area when it starts with one of its stems.
// A strategy needs 3 points to be suggested; ties go to the higher strategy priority, then to the
// earlier strategy in the given order. A suggestion carries SPEC §9's confidence of 8.
import { normalizeForSearch, stripMarkup, wordsOf } from './search.ts';
import { type LifeArea, lifeAreasOf } from './strategy-keywords.ts';

export const STRATEGY_NAME_POINTS = 10;
export const STRATEGY_WORD_POINTS = 2;
export const STRATEGY_BUCKET_POINTS = 5;
export const STRATEGY_MIN_SCORE = 3;
export const STRATEGY_SUGGESTION_CONFIDENCE = 8;

export type StrategyForScoring = { id: string; name: string; description: string; priority: number };
export type TaskForScoring = { title: string; description?: string | null };

export type StrategySuggestion = { strategyId: string; score: number; confidence: number };

/** A task's normalised text (title and plain-text description) and the life areas it mentions. */
export type ScoringText = { text: string; areas: ReadonlySet<LifeArea> };

export function scoringText(task: TaskForScoring): ScoringText {
  const text = normalizeForSearch(`${task.title}\n${stripMarkup(task.description ?? '')}`);
  return { text, areas: lifeAreasOf(wordsOf(text)) };
}

const wordChar = /[\p{L}\p{N}]/u;

/** `needle` occurs in `text` starting a word ('проект' is in 'проекты', 'work' is not in 'homework'). */
function containsAtWordStart(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (at === 0 || !wordChar.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** The score of one strategy for a task. */
export function scoreStrategy(strategy: StrategyForScoring, task: ScoringText): number {
  const taskText = task.text;
  let score = 0;
  const name = normalizeForSearch(strategy.name);
  if (name !== '' && containsAtWordStart(taskText, name)) score += STRATEGY_NAME_POINTS;

  const description = stripMarkup(strategy.description);
  for (const word of new Set(wordsOf(description))) {
    if (word.length > 3 && taskText.includes(word)) score += STRATEGY_WORD_POINTS;
  }

  const strategyAreas = lifeAreasOf(wordsOf(`${strategy.name}\n${description}`));
  for (const area of strategyAreas) if (task.areas.has(area)) score += STRATEGY_BUCKET_POINTS;
  return score;
}

export function suggestStrategy(
  task: TaskForScoring,
  strategies: readonly StrategyForScoring[],
): StrategySuggestion | null {
  const text = scoringText(task);
  let best: { strategy: StrategyForScoring; score: number } | null = null;
  for (const strategy of strategies) {
    const score = scoreStrategy(strategy, text);
    if (score < STRATEGY_MIN_SCORE) continue;
    if (
      best === null ||
      score > best.score ||
      (score === best.score && strategy.priority > best.strategy.priority)
    ) {
      best = { strategy, score };
    }
  }
  return best
    ? { strategyId: best.strategy.id, score: best.score, confidence: STRATEGY_SUGGESTION_CONFIDENCE }
    : null;
}
