// Interface language: which one to use when the user has not chosen, and how to read a stored value.
import type { Language } from '@nova/core/contracts/auth';

export const supportedLanguages = ['ru', 'en', 'fr'] as const satisfies readonly Language[];
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((l) => l === value);
}

/** Stored choice first; else the browser language: ru* -> ru, fr* -> fr, anything else -> en. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const browser = (browserLanguage ?? '').toLowerCase();
  if (browser.startsWith('ru')) return 'ru';
  if (browser.startsWith('fr')) return 'fr';
  return 'en';
}

/** Locale for Intl formatting of dates and numbers. */
export function intlLocale(language: Language): string {
  return { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR' }[language];
}
