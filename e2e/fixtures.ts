// Shared helpers of the end-to-end specs: unique accounts, a fast API sign-up that shares the page's
// cookies, an axe check that fails on serious or critical violations, and (for the task workspace)
// accounts shared by one file's tests (oneAccountForThisFile), first-visit storage and a small JSON
// API client.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { e2eEnv } from './env.ts';

export { expect, test } from '@playwright/test';

/** The CSRF token of a GET /api/auth/session answer (null when it has none). */
function csrfTokenOf(session: unknown): string | null {
  if (typeof session !== 'object' || session === null || !('csrfToken' in session)) return null;
  return typeof session.csrfToken === 'string' ? session.csrfToken : null;
}

let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

export const password = 'correct horse battery staple';

/**
 * A made-up client address for one API sign-up. The server limits sign-ups to 10 a minute per client
 * address; the suite makes more than that from 127.0.0.1, so global-setup.ts starts the server behind
 * a "proxy" (TRUST_PROXY=true) and each API sign-up says it comes from its own address (TEST-NET-3).
 * The UI sign-up of newcomer.spec.ts keeps the real address.
 */
export function clientAddress(): { 'x-forwarded-for': string } {
  counter += 1;
  return { 'x-forwarded-for': `203.0.${process.pid % 250}.${(counter % 250) + 1}` };
}

/**
 * Creates an account through the API with the page's own cookie jar (page.request shares the browser
 * context's cookies), so the page is signed in afterwards. The UI sign-up is covered by its own spec.
 */
export async function signUp(page: Page, email = uniqueEmail()): Promise<{ email: string }> {
  const session = await page.request.get('/api/auth/session');
  expect(session.ok()).toBe(true);
  const csrfToken = csrfTokenOf(await session.json());
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password, name: 'E2E' },
    headers: { ...clientAddress(), ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email };
}

/** Waits until no lazy screen is loading any more (the full-screen spinner is gone). */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
}

/**
 * Waits until every change made on screen has reached the server: the app's sync indicator says
 * "synced" (writes show at once and go through the outbox; read the server only after this).
 */
export async function synced(page: Page): Promise<void> {
  await expect(page.locator('[data-sync-state]').first()).toHaveAttribute('data-sync-state', 'synced');
}

/**
 * Waits until the service worker controls the page: it installs after the first load, once the browser
 * is idle, and has then stored every chunk, so the app keeps working offline from here on.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

// ---- The task workspace (issue 3): accounts shared by the tests of one file, API shortcuts, first-visit
// settings. A spec that needs its own clean account still calls signUp(page).

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** Keys of localStorage the app reads (apps/web/src/lib/preferences.ts, features/tasks/task-preferences.ts, lib/language.ts). */
export const storageKeys = { tour: 'show-onboarding', language: 'language' } as const;

/**
 * A new account signed up over HTTP, as a storage state to open contexts with (`test.use` or
 * `browser.newContext`). The welcome tour is marked as seen unless `tour` is true; `language` presets
 * the interface language.
 */
export async function newAccount(
  options: { tour?: boolean; language?: string } = {},
): Promise<{ email: string; state: StorageState }> {
  const { baseURL } = e2eEnv();
  const api = await request.newContext({ baseURL });
  try {
    const email = uniqueEmail('shared');
    const session = { csrfToken: csrfTokenOf(await (await api.get('/api/auth/session')).json()) };
    const response = await api.post('/api/auth/sign-up', {
      data: { email, password, name: 'E2E' },
      headers: { ...clientAddress(), ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}) },
    });
    expect(response.status(), await response.text()).toBe(201);
    const state = await api.storageState();
    const localStorage: Array<{ name: string; value: string }> = [];
    if (!options.tour) localStorage.push({ name: storageKeys.tour, value: 'false' });
    if (options.language) localStorage.push({ name: storageKeys.language, value: options.language });
    return { email, state: { ...state, origins: [{ origin: baseURL, localStorage }] } };
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `page` in as a shared account (its cookies) and marks the tour as seen, for a `beforeEach`
 * after a `beforeAll` made the account with newAccount().
 */
export async function useAccount(
  page: Page,
  account: { state: StorageState },
  language?: string,
): Promise<void> {
  await page.context().addCookies(account.state.cookies);
  await prepareStorage(page, { tour: false, language });
}

/**
 * One account for all the tests of the calling spec file: made once (beforeAll, newAccount) and signed
 * in on each test's page with the tour seen (beforeEach, useAccount). Call it at the top of the file.
 */
export function oneAccountForThisFile(): void {
  let account: { state: StorageState } | undefined;
  test.beforeAll(async () => {
    account = await newAccount();
  });
  test.beforeEach(async ({ page }) => {
    if (!account) throw new Error('the shared account was not created (its beforeAll failed)');
    await useAccount(page, account);
  });
}

/** Before every load of this page: the tour counts as seen, and the language is preset once if given. */
export async function prepareStorage(
  page: Page,
  options: { tour?: boolean; language?: string },
): Promise<void> {
  await page.addInitScript(
    ({ keys, tour, language }) => {
      if (!tour) localStorage.setItem(keys.tour, 'false');
      if (language && !localStorage.getItem(keys.language)) localStorage.setItem(keys.language, language);
    },
    { keys: storageKeys, tour: options.tour ?? false, language: options.language ?? null },
  );
}

export type TaskSummaryJson = {
  id: string;
  title: string;
  type: 'task' | 'idea';
  status: string;
  importance: number;
  urgency: number;
  priority: string;
  inMvd: boolean;
  microTotal: number;
  microDone: number;
  totalTimeSpent: number;
  strategyId: string | null;
  tagIds: string[];
};

/**
 * The JSON API with the cookies of a page (page.request) or of any request context: reads, and writes
 * with the session's CSRF token. For arranging data and for checking what the screens saved.
 */
export function api(from: Page | APIRequestContext) {
  const http = 'request' in from ? from.request : from;
  let csrf: string | null = null;
  const token = async () => {
    csrf ??= csrfTokenOf(await (await http.get('/api/auth/session')).json());
    return csrf ?? '';
  };
  const read = async <T>(path: string): Promise<T> => {
    const response = await http.get(path);
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
    // A small typed client for the specs: T is the contract type of the route read (the server answers
    // with it), as in the web app's api-client.
    return (await response.json()) as T;
  };
  const write = async <T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> => {
    const response = await http.fetch(path, { method, data, headers: { 'x-csrf-token': await token() } });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    // As read above: T is the route's contract type (undefined for a 204).
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  return {
    read,
    write,
    tasks: async (view = 'active') =>
      (await read<{ tasks: TaskSummaryJson[] }>(`/api/tasks?view=${view}`)).tasks,
    task: (id: string) =>
      read<TaskSummaryJson & { microTasks: Array<{ title: string; completed: boolean }> }>(
        `/api/tasks/${id}`,
      ),
    /** The task of that title among all the user's tasks (fails when there is none). */
    taskTitled: async (title: string) => {
      const { tasks } = await read<{ tasks: TaskSummaryJson[] }>('/api/tasks');
      const found = tasks.find((task) => task.title === title);
      if (!found) throw new Error(`no task titled “${title}”`);
      return found;
    },
    createTask: (body: { title: string; type?: 'task' | 'idea'; importance?: number; urgency?: number }) =>
      write<TaskSummaryJson>('POST', '/api/tasks', body),
  };
}
