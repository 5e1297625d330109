// Entry of the shared delegated-task page (shared-task.html, served for /shared-task/*): React,
// i18next and the page only; no router, no query client, no dialog library, so an assignee's first
// load stays small (bench/shared-page-bundle.ts, decision 0007). The task id comes from the path, the
// token from `?token=`. Its i18n loads just the page's two namespaces, in one language: the locale
// test keeps every language's keys identical, so no English fallback is fetched.
import './index.css';
import i18next, { type BackendModule } from 'i18next';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { SharedTaskView } from './features/shared-task/components/shared-task-view.tsx';
import { detectLanguage, LANGUAGE_KEY, supportedLanguages } from './lib/language.ts';
import { readStored } from './lib/storage.ts';

const localeFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*/{shared-task,collaboration}.json',
  {
    import: 'default',
  },
);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
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

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from shared-task.html');

const match = /^\/shared-task\/([^/]+)\/?$/.exec(window.location.pathname);
const taskId = match?.[1] ? decodeURIComponent(match[1]) : '';
const token = new URLSearchParams(window.location.search).get('token') ?? '';
const dark = document.documentElement.classList.contains('dark');
// The page switches to the language the owner chose once the task is in (shared-task-view.tsx).
const language = detectLanguage(readStored(LANGUAGE_KEY), navigator.language);
document.documentElement.lang = language;

i18next
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    ns: ['shared-task', 'collaboration'],
    defaultNS: 'shared-task',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })
  .finally(() => {
    i18next.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
    createRoot(root).render(
      <StrictMode>
        <Suspense fallback={null}>
          <SharedTaskView taskId={taskId} token={token} />
        </Suspense>
        {/* SPEC §4: at most one toast at a time. */}
        <Toaster
          visibleToasts={1}
          theme={dark ? 'dark' : 'light'}
          richColors
          closeButton
          position="top-center"
        />
      </StrictMode>,
    );
  });
