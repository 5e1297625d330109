// Local recurring-task detection (SPEC §3): the template (title, category, duration, pattern), the
// confidence in percent, the reasoning and alternatives; recurring from 70 %.
import type { AiLocale } from '@nova/core/ai/limits';
import { type RecurringDetection, validateRecurringDetection } from '@nova/core/ai/validate-recurring';
import type { DateRef } from './dates.ts';
import { localParse } from './parse.ts';
import { alternativesFor, findRecurring, recurringReasons } from './recurring.ts';

export function localDetectRecurring(text: string, locale: AiLocale, ref: DateRef): RecurringDetection {
  const hint = findRecurring(text);
  if (!hint) {
    return {
      isRecurring: false,
      template: null,
      confidence: 0,
      reasoning: recurringReasons[locale].none,
      alternatives: [],
    };
  }
  const [task] = localParse({ text, locale, ...ref });
  return validateRecurringDetection({
    template: {
      title: task?.title ?? text.slice(0, 100),
      category: task?.category ?? 'personal',
      estimatedDuration: task?.estimated_minutes ?? null,
      pattern: hint.pattern,
    },
    confidence: hint.confidence,
    reasoning: recurringReasons[locale][hint.reasonKey],
    alternatives: alternativesFor(hint.pattern),
  });
}
