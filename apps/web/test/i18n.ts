// Test support: the app's i18next instance (src/lib/i18n.ts) initialised once, in English, with every
// namespace of every language already in memory, so components render their real texts at once (no
// Suspense while a locale file loads) and a test can switch languages. `resetLanguage` goes back to
// English between tests.
import { initReactI18next } from 'react-i18next';
import { i18n } from '../src/lib/i18n.ts';
import { supportedLanguages } from '../src/lib/language.ts';

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('../src/locales/*/*.json', { eager: true, import: 'default' });

function resources(): Record<string, Record<string, Bundle>> {
  const all: Record<string, Record<string, Bundle>> = {};
  for (const [path, bundle] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const language = all[match[1]] ?? {};
    language[match[2]] = bundle;
    all[match[1]] = language;
  }
  return all;
}

let ready: Promise<unknown> | undefined;

export function initTestI18n(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    resources: resources(),
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}

export async function resetLanguage(): Promise<void> {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
}
