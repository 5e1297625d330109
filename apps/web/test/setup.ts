// Vitest setup for the web app's component tests (vitest.config.ts `setupFiles`): jest-dom's matchers,
// the app's i18n in English, a fresh fetch stub per test (test/fetch-stub.ts) installed as the global
// fetch, and a clean DOM, storage, toast store and language after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { installFetchStub, uninstallFetchStub } from './fetch-stub.ts';
import { initTestI18n, resetLanguage } from './i18n.ts';

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  vi.stubGlobal('fetch', installFetchStub().fetch);
});

afterEach(async () => {
  cleanup();
  // Sonner keeps its toasts in a module-level store that a new Toaster replays: none may outlive its test.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  await resetLanguage();
  uninstallFetchStub();
});
