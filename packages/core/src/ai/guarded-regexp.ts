// A regex that opens with lookbehind assertions ('no letter or digit before', 'not after "в "'),
// matched fast. V8 cannot skip ahead to a likely start for a pattern that opens with a lookbehind: it
// runs the assertion at every position of the text, which makes such a pattern 4-6 times slower
// than its body alone. GuardedRegExp finds the body first and checks the guard only where the body
// matches, moving on from the next position when the guard fails. The guard looks only behind the
// start of the match and captures nothing, so the match is the one of `guard + body`, the same
// index, text and groups; exec/test/match/replace and `lastIndex` (global flag) behave as for a
// plain RegExp of that pattern, which is also its `source`. The body must not match the empty
// string; a body match that starts on a surrogate (an emoji) hands the search to the full regex.

const searchFlags = (flags: string, add: 'g' | 'y') => `${flags.replace(/[gy]/g, '')}${add}`;

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

export class GuardedRegExp extends RegExp {
  /** The pattern after the guard. */
  readonly bodySource: string;
  /** The body alone, global so a search can start at any index. */
  readonly #body: RegExp;
  /** The lookbehinds alone, sticky: they hold at `lastIndex` when `test` is true. */
  readonly #guard: RegExp;

  /**
   * `guard` is one or more lookbehind assertions and nothing else; the regex is `guard + body`.
   * A body with top-level alternatives must be grouped ('(?:a|b)'), as in the full pattern.
   */
  constructor(guard: string, body: string, flags = '') {
    super(`${guard}${body}`, flags);
    this.bodySource = body;
    this.#body = new RegExp(body, searchFlags(flags, 'g'));
    this.#guard = new RegExp(guard, searchFlags(flags, 'y'));
  }

  /** matchAll and split copy the regex: a plain RegExp of the same pattern and flags. */
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  override exec(input: string): RegExpExecArray | null {
    if (this.sticky) return super.exec(input);
    const text = String(input);
    const global = this.global;
    const start = global ? this.lastIndex : 0;
    const body = this.#body;
    const guard = this.#guard;
    let from = start;
    while (from <= text.length) {
      body.lastIndex = from;
      const m = body.exec(text);
      if (!m) break;
      // A match starting on half of a surrogate pair: V8's own search steps there in its own way;
      // let the full regex search from the start (rare: no body here starts with such a character).
      if (isSurrogate(text.charCodeAt(m.index))) {
        if (global) this.lastIndex = start;
        return super.exec(text);
      }
      guard.lastIndex = m.index;
      if (guard.test(text)) {
        if (global) this.lastIndex = m.index + m[0].length;
        return m;
      }
      from = m.index + 1;
    }
    if (global) this.lastIndex = 0;
    return null;
  }

  override test(input: string): boolean {
    return this.exec(input) !== null;
  }
}

/** `guard + body` with the given flags, matched body first (see GuardedRegExp). */
export const guarded = (guard: string, body: string, flags = ''): GuardedRegExp =>
  new GuardedRegExp(guard, body, flags);

/**
 * One regex that matches wherever any of `regexes` could: their bodies as alternatives, without the
 * guards, case-insensitive if any is. No match means none of them matches, so a list of rules tried
 * in turn can be skipped at the cost of one search.
 */
export function anyOf(regexes: readonly GuardedRegExp[]): RegExp {
  const flags = new Set(regexes.flatMap((re) => [...re.flags]).filter((f) => f !== 'g' && f !== 'y'));
  return new RegExp(regexes.map((re) => `(?:${re.bodySource})`).join('|'), [...flags].join(''));
}
