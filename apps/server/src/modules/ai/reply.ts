// What the assistant's replies share: the language a request defaults to, and who answered (with
// SPEC §8's notice when a fallback did).
import type { AiLocale } from '@nova/core/ai/limits';
import type { AiNotice } from '@nova/core/ai/messages';
import type { Outcome } from '../../assistant-engine/assistant.ts';
import type { ProviderName } from '../../assistant-engine/provider.ts';

export const localeOf = (locale: AiLocale | undefined): AiLocale => locale ?? 'ru';

/** `source`, and `notice` only when there is one (the key is absent otherwise). */
export function sourceOf(out: Outcome<unknown>): { source: ProviderName; notice?: AiNotice } {
  return { source: out.source, ...(out.notice ? { notice: out.notice } : {}) };
}
