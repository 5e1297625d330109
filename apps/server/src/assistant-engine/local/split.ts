// Splitting a brain dump into task phrases: lines, bullets and numbered items, ';' and sentences,
// then commas and 'and'/'и'/'et'/'then' — but only where the next part opens with an action verb,
// so 'купить хлеб, молоко и яйца' and 'salt and pepper' stay one task. A short line ending in ':'
// ('Завтра:', 'Work:') is a header whose words apply to the items under it.
import { findEstimate } from '@nova/core/ai/estimate';
import type { AiLocale } from '@nova/core/ai/limits';
import { normalizeForSearch } from '@nova/core/domain/search';
import { isDateish, isVerb, startsWithVerb } from './lexicon.ts';

/** One sentence's task phrases, with the header it sits under. */
export type Sentence = { header: string | null; parts: string[] };

const bullet = /^\s*(?:[-*•·–—►▸▪◦✓✔☐□>+]+|\[\s?[xX✓]?\s?\]|\(?\d{1,2}[.)](?=\s)|[a-zA-Z][.)](?=\s))\s*/u;
const conjunctions: Record<AiLocale, RegExp> = {
  ru: /\s+(?:и потом|и затем|и ещё|и еще|а также|а ещё|а еще|и|потом|затем|после этого|плюс)\s+/giu,
  en: /\s+(?:and then|and also|and|then|also|plus|after that|as well as)\s+/giu,
  fr: /\s+(?:et ensuite|et puis|et aussi|et|puis|ensuite|aussi|plus|après ça)\s+/giu,
};

function splitOnConjunctions(part: string, language: AiLocale): string[] {
  const re = conjunctions[language];
  re.lastIndex = 0;
  const out: string[] = [];
  let start = 0;
  for (let m = re.exec(part); m; m = re.exec(part)) {
    const before = part.slice(start, m.index);
    const after = part.slice(m.index + m[0].length);
    if (before.trim() && after.trim() && startsWithVerb(after, language)) {
      out.push(before);
      start = m.index + m[0].length;
    }
  }
  out.push(part.slice(start));
  return out.map((p) => p.trim()).filter(Boolean);
}

/** Words after which a verb is its object or complement ('make a call', 'go to buy', 'le dîner'). */
const boundWords = new Set(
  (
    'a an the to my your his her our their this that some any for of with and or not ' +
    'в во на к ко с со по за из у о об и или не бы мне ' +
    'le la les l un une des du de d au aux a et ou pour mon ma mes ton ta tes son sa ses ne pas'
  ).split(' '),
);

/**
 * Dictation without punctuation ('купить молоко позвонить маме', 'buy milk call mom book the
 * dentist'): a new task starts at an action verb that follows a word of the phrase's own, once the
 * phrase itself opened with a verb.
 */
function splitOnVerbs(part: string, language: AiLocale): string[] {
  const words = part.split(/\s+/);
  if (words.length < 4 || !startsWithVerb(part, language)) return [part];
  const norm = words.map((w) => normalizeForSearch(w).replace(/[^\p{L}\d'-]/gu, ''));
  const out: string[] = [];
  let start = 0;
  let seenVerb = false;
  for (let i = 0; i < words.length; i++) {
    const word = norm[i] ?? '';
    const verb = isVerb(word, language);
    const previous = norm[i - 1] ?? '';
    if (
      verb &&
      seenVerb &&
      i - start >= 2 &&
      !boundWords.has(previous) &&
      !isVerb(previous, language) &&
      !/\d/.test(previous)
    ) {
      out.push(words.slice(start, i).join(' '));
      start = i;
    }
    if (verb) seenVerb = true;
  }
  out.push(words.slice(start).join(' '));
  return out;
}

/** A piece that opens with 'then' is a task of its own, verb or not ('…, потом обед с Сашей'). */
const sequencer = /^(?:потом|затем|после этого|then|after that|afterwards|puis|ensuite|après ça)\s/iu;

function splitOnCommas(sentence: string, language: AiLocale): string[] {
  // '…, потом обед с Сашей': a comma before 'then' always ends a task.
  const chunks = sentence.split(
    /,\s*(?=(?:потом|затем|после этого|then|after that|afterwards|puis|ensuite)\s)/iu,
  );
  return chunks.length > 1
    ? chunks.flatMap((c) => splitOnCommas(c, language))
    : commaPieces(sentence, language);
}

function commaPieces(sentence: string, language: AiLocale): string[] {
  // Commas inside parentheses do not split.
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of sentence) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      pieces.push(current);
      current = '';
    } else current += ch;
  }
  pieces.push(current);
  const trimmed = pieces.map((p) => p.trim()).filter(Boolean);
  if (trimmed.length <= 1) return trimmed;
  const verbs = trimmed.map((p) => startsWithVerb(p, language));
  // A list of nouns with no verb at all ('dentist, report, groceries'): one task per item.
  if (!verbs.some(Boolean))
    return trimmed.every((p) => p.split(/\s+/).length <= 6) ? trimmed : [trimmed.join(', ')];
  const out: string[] = [];
  // A short verbless piece after a verb phrase is one more object of it ('купить хлеб, молоко');
  // a longer or dated one is a task of its own ('vendredi réunion avec l'équipe').
  for (const [i, piece] of trimmed.entries()) {
    const object = !verbs[i] && piece.split(/\s+/).length <= 3 && !isDateish(piece) && !sequencer.test(piece);
    if (i === 0 || !object) out.push(piece);
    else out[out.length - 1] = `${out[out.length - 1]}, ${piece}`;
  }
  return out;
}

export function splitSentences(text: string, language: AiLocale): Sentence[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    // inline numbered lists: '1) a 2) b' or '1. a 2. b'
    .replace(/\s+(?=\d{1,2}[.)]\s+\p{L})/gu, '\n')
    .replace(/\s+(?=[•▪◦►]\s*)/gu, '\n')
    .split('\n');
  const out: Sentence[] = [];
  let header: string | null = null;
  for (const raw of lines) {
    let line = raw.replace(bullet, '').trim();
    if (!line) continue;
    const headerOnly = /^([^:]{1,40}):$/u.exec(line)?.[1];
    if (headerOnly !== undefined && headerOnly.split(/\s+/).length <= 4) {
      header = headerOnly.trim();
      continue;
    }
    let lineHeader = header;
    // 'Завтра:', 'on Sunday:', and with a number only when it is an estimate ('15 minutes each:')
    const [, inlineHeader, inlineRest] = /^([^:]{1,30}):\s+(.+)$/u.exec(line) ?? [];
    if (
      inlineHeader !== undefined &&
      inlineRest !== undefined &&
      inlineHeader.split(/\s+/).length <= (/\d/.test(inlineHeader) ? 5 : 3) &&
      (!/\d/.test(inlineHeader) || findEstimate(inlineHeader) !== null) &&
      !startsWithVerb(inlineHeader, language)
    ) {
      lineHeader = inlineHeader.trim();
      line = inlineRest;
    }
    const sentences = line.split(/\s*;\s*|(?<=[.!?…])\s+(?=[\p{Lu}\d«"])/u);
    for (const sentence of sentences) {
      const clean = sentence.replace(/^[\s.,;:!?-]+|[\s.,;]+$/gu, '');
      if (!clean) continue;
      const parts = splitOnCommas(clean, language)
        .flatMap((p) => splitOnConjunctions(p, language))
        .flatMap((p) => splitOnVerbs(p, language));
      if (parts.length) out.push({ header: lineHeader, parts });
    }
  }
  return out;
}
