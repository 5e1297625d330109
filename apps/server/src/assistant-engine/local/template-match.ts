// Finding the user's recurring template a chat message names ("pause my evening yoga", "вечернюю
// йогу"): the whole title, else most of its words in any inflection.
import { normalizeForSearch } from '@nova/core/domain/search';

export type ChatTemplate = { id: string; title: string; isActive: boolean };

/** A word's stem for matching inflected forms (вечерняя ~ вечернюю, yoga ~ yogas): its first letters. */
const stem = (word: string) =>
  word.slice(0, word.length > 5 ? word.length - 2 : Math.max(3, word.length - 1));
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * The user's template the message names: its whole title, else the one whose title words (3 letters
 * or more) the message carries most, in any inflection; at least `minScore` of them must be there.
 */
export function matchTemplate(
  message: string,
  templates: readonly ChatTemplate[],
  minScore = 0.5,
): ChatTemplate | null {
  const text = normalizeForSearch(message);
  const exact = templates.find((t) => text.includes(normalizeForSearch(t.title)));
  if (exact) return exact;
  const said = wordsOf(text).map(stem);
  let best: { template: ChatTemplate; score: number } | null = null;
  for (const template of templates) {
    const title = wordsOf(normalizeForSearch(template.title));
    if (title.length === 0) continue;
    const found = title.filter((word) =>
      said.some((s) => s.startsWith(stem(word)) || stem(word).startsWith(s)),
    );
    const score = found.length / title.length;
    if (score >= minScore && (!best || score > best.score)) best = { template, score };
  }
  return best?.template ?? null;
}
