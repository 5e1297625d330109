// Runs before first paint (an external file: the CSP forbids inline scripts). Sets the theme class and
// lang on <html> so nothing flashes. Mirrors src/lib/theme.ts and src/lib/language.ts; the test
// src/lib/theme-init.test.ts runs this file against those functions to keep them in step.
(() => {
  const root = document.documentElement;
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const inSection = (section) => path === section || path.startsWith(`${section}/`);
  const landing =
    path === '/' ||
    ['/landing', '/blog', '/research', '/terms', '/privacy', '/auth', '/guide', '/how-it-works'].some(
      inSection,
    );
  const stored = read('UI-theme');
  const preference = ['light', 'dark', 'bright', 'system'].includes(stored) ? stored : 'system';
  const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  let theme = preference;
  if (landing) theme = 'dark';
  else if (preference === 'system') theme = systemDark ? 'dark' : 'light';
  root.classList.remove('light', 'dark', 'bright');
  root.classList.add(theme);
  root.style.colorScheme = theme === 'dark' ? 'dark' : 'light';

  const language = read('language');
  const browser = (navigator.language || '').toLowerCase();
  if (['ru', 'en', 'fr'].includes(language)) root.lang = language;
  else if (browser.startsWith('ru')) root.lang = 'ru';
  else if (browser.startsWith('fr')) root.lang = 'fr';
  else root.lang = 'en';
})();
