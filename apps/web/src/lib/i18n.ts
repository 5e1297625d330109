// i18next setup: only the active language (and the English fallback) is fetched, one JSON file per
// namespace: `common` for the shell, one namespace per content-heavy page, loaded with that page.
import type { Language } from '@nova/core/contracts/auth';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGE_KEY, supportedLanguages } from './language.ts';
import { readStored, writeStored } from './storage.ts';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  return detectLanguage(readStored(LANGUAGE_KEY), globalThis.navigator?.language);
}

/**
 * Starts fetching namespaces of the language the app will use (and the English fallback i18next also
 * reads), without waiting: the backend's later read gets the same module. Lets a screen's texts load
 * beside its code instead of after it.
 */
export function preloadNamespaces(namespaces: readonly string[]): void {
  const language = initialLanguage();
  for (const lng of new Set([language, 'en'])) {
    for (const ns of namespaces) void localeFiles[`../locales/${lng}/${ns}.json`]?.().catch(() => {});
  }
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
  document.documentElement.lang = language;
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Switches without a reload: the new language's files load first, then every screen re-renders. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStored(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}
