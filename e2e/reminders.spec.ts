// Reminders by Web Push, end to end (issue 13). The real server's scheduler sends a task's reminder
// when it is due to each subscribed device's push service; here that service is a loopback peer
// (apps/server/test/push-service.ts) that checks the VAPID JWT and decrypts the aes128gcm message with
// the device's keys, since headless Chromium cannot subscribe to a real push service. The decrypted
// message is then delivered to the app's registered service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage) with no Nova tab open, and the worker must show the notification
// in the device's language (ru, fr, en) with its snooze buttons. A snooze button posts the message's
// signed token (no session, no CSRF header); a click on the notification brings the app to the task.
// Nothing waits a fixed time: every wait is on a condition.
import type { CDPSession, Page, Worker } from '@playwright/test';
import { type PushService, startPushService } from '../apps/server/test/push-service.ts';
import { e2eEnv } from './env.ts';
import { api, expect, newAccount, prepareStorage, serviceWorkerControls, test } from './fixtures.ts';
import { type Lang, translator } from './labels.ts';

type Payload = {
  kind: string;
  title: string | null;
  lang: Lang;
  url: string;
  tag: string;
  token: string | null;
};

/** What the worker shows now: its notifications, read inside the worker. */
const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    const list = await scope.registration.getNotifications();
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as Notification & { actions: Array<{ action: string }> }).actions.map((a) => a.action),
      url: (n.data as { url: string }).url,
    }));
  });

/**
 * A click on the worker's notification with `tag` (on one of its buttons when `action` is given): the
 * worker's own notificationclick handler runs; its waitUntil work is awaited and its result returned
 * (a snooze's response status and body). An event made in script is not trusted, so its waitUntil
 * is stood in for by one that collects the promise.
 */
const clickNotification = (worker: Worker, tag: string, action = '') =>
  worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      const event = new scope.NotificationEvent('notificationclick', { notification, action });
      const work: Array<Promise<unknown>> = [];
      Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
      scope.dispatchEvent(event);
      const [result] = await Promise.all(work);
      if (result instanceof Response) return { status: result.status, body: await result.json() };
      return null;
    },
    { tag, action },
  );

async function serviceWorkerOf(page: Page): Promise<Worker> {
  await serviceWorkerControls(page);
  return page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
}

/** The id Chromium gives the app's service worker registration (for deliverPushMessage). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Three devices of the page's user (one per language, each a subscription on the loopback push
 * service), a task with a reminder due in a moment, and the messages the server's scheduler then sends
 * on its own, decrypted.
 */
async function serverSends(page: Page) {
  const server = api(page);
  const devices = new Map<Lang, string>();
  for (const language of ['ru', 'fr', 'en'] as const) {
    const { id, subscription } = push.subscribe();
    await server.write('POST', '/api/reminders/subscriptions', { ...subscription, language });
    devices.set(language, id);
  }
  const task = await server.createTask({ title: 'Call the dentist' });
  const csrf = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const set = await page.request.put(`/api/reminders/tasks/${task.id}`, {
    data: { remindAt: new Date(Date.now() + 1500).toISOString() },
    headers: { 'x-csrf-token': csrf.csrfToken },
  });
  expect(set.status()).toBe(200);
  const messages = new Map<Lang, Payload>();
  await expect
    .poll(() => {
      for (const [language, id] of devices) {
        const delivered = push.to(id)[0];
        if (delivered) messages.set(language, delivered.payload as Payload);
      }
      return messages.size;
    })
    .toBe(3);
  return { task, messages };
}

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push.close();
});

test('a due task reminder reaches the service worker, also with no tab open; open and snooze from the notification', async ({
  browser,
}) => {
  const { baseURL } = e2eEnv();
  const account = await newAccount();
  const context = await browser.newContext({ storageState: account.state });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await prepareStorage(page, { tour: false });
  await page.goto('/app');
  // The worker installs (precaching the app: the slow part under load) while the server does its part.
  const [worker, { task, messages }] = await Promise.all([serviceWorkerOf(page), serverSends(page)]);
  expect(push.errors).toEqual([]);
  expect(push.delivered).toHaveLength(3);

  // The DevTools protocol on a blank page (not a Nova tab), so it outlives the app's page.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = await registrationId(cdp, `${baseURL}/`);
  const deliver = (language: Lang) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: registration,
      data: JSON.stringify(messages.get(language)),
    });
  const expectShown = (language: Lang) => {
    const t = translator(language);
    return expect
      .poll(() => shownNotifications(worker))
      .toEqual([
        {
          title: 'Call the dentist',
          body: t('reminders', 'notification.taskBody'),
          tag: `task-${task.id}`,
          actions: expect.arrayContaining(['snooze-10m', 'snooze-1h']),
          url: `/app?task=${task.id}`,
        },
      ]);
  };

  // A click on the notification: the open app goes to the task and shows it.
  await deliver('en');
  await expectShown('en');
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
  await clickNotification(worker, `task-${task.id}`);
  await expect(page.getByRole('dialog').getByText('Call the dentist').first()).toBeVisible();
  // The app routed there in place: the page was not reloaded (nothing typed is lost).
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect.poll(() => shownNotifications(worker)).toEqual([]);

  // Every Nova tab closed: the worker still shows the reminder, in each device's language.
  await page.close();
  for (const language of ['ru', 'fr'] as const) {
    expect(messages.get(language)?.lang).toBe(language);
    await deliver(language);
    await expectShown(language);
  }

  // "In 10 min": the worker posts the signed token; the server answers when it will be back.
  const before = Date.now();
  const snoozed = await clickNotification(worker, `task-${task.id}`, 'snooze-10m');
  if (!snoozed) throw new Error('the snooze button posted nothing');
  expect(snoozed.status).toBe(200);
  const until = Date.parse((snoozed.body as { until: string }).until);
  expect(until - before).toBeGreaterThanOrEqual(10 * 60_000 - 5_000);
  expect(until - before).toBeLessThanOrEqual(10 * 60_000 + 60_000);
  await expect.poll(() => shownNotifications(worker)).toEqual([]);
  await context.close();
});

test('settings opened in the first seconds of a first visit offer reminders on this device', async ({
  browser,
}) => {
  // The app registers its worker a few seconds after load (lib/offline/register-sw.ts); settings that
  // need it sooner register it themselves instead of asking for a reload.
  const { baseURL } = e2eEnv();
  const context = await browser.newContext({ storageState: (await newAccount()).state });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await prepareStorage(page, { tour: false });
  await page.goto('/app');
  const t = translator('en');
  await page.getByRole('button', { name: t('common', 'nav.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('common', 'settings.title') });
  await expect(dialog.getByRole('switch', { name: t('reminders', 'settings.device') })).not.toBeChecked();
  await expect(dialog.getByText(t('reminders', 'settings.unavailable'))).toHaveCount(0);
  await serviceWorkerControls(page);
  await context.close();
});
