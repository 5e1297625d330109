// Reminders in the service worker (issue 13), loaded by the Workbox worker with importScripts (see
// vite.config.ts, which writes the ru/en/fr notification texts from locales/*/reminders.json into
// NOVA_REMINDER_TEXTS at build time). A push message is the server's JSON payload
// (packages/core/src/contracts/reminders.ts); it is shown in the language the device subscribed in,
// with snooze buttons when it carries an action token. A click opens (or focuses) the task; a snooze
// button posts the signed token to /api/reminders/snooze, which needs no session or CSRF header.
/* global NOVA_REMINDER_TEXTS */
const reminderTexts = NOVA_REMINDER_TEXTS;

const snoozeActions = { 'snooze-10m': '10m', 'snooze-1h': '1h', 'snooze-tomorrow': 'tomorrow' };

function textsFor(lang) {
  return reminderTexts[lang] || reminderTexts.en;
}

/** The notification's title and body for a payload. */
function describeReminder(data, t) {
  switch (data.kind) {
    case 'task':
      return { title: data.title || t.taskFallback, body: t.taskBody };
    case 'habit':
      return { title: data.title || t.habitFallback, body: t.habitBody };
    case 'planning':
      return { title: t.planningTitle, body: t.planningBody };
    default:
      return { title: t.testTitle, body: t.testBody };
  }
}

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && data.v === 1 && typeof data.url === 'string' ? data : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const t = textsFor(data ? data.lang : 'en');
  const shown = data ? describeReminder(data, t) : { title: t.appName, body: t.taskBody };
  const actions = data?.token
    ? [
        { action: 'snooze-10m', title: t.snooze10m },
        { action: 'snooze-1h', title: t.snooze1h },
        { action: 'snooze-tomorrow', title: t.snoozeTomorrow },
      ]
    : [];
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: data ? data.tag : 'nova',
      renotify: true,
      lang: data ? data.lang : 'en',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions,
      data: { url: data ? data.url : '/app', token: data ? data.token : null },
    }),
  );
});

/** Focuses a window of the app at `url` (navigating it there), or opens one. */
async function openReminder(url) {
  const target = new URL(url, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === target.origin);
  if (client) {
    const focused = await client.focus();
    if (new URL(focused.url).href === target.href) return;
    try {
      await focused.navigate(target.href);
      return;
    } catch {
      // not controlled by this worker: open a window instead
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  const snooze = snoozeActions[event.action];
  if (snooze && data.token) {
    event.waitUntil(
      fetch('/api/reminders/snooze', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: data.token, snooze }),
      }).catch(() => undefined),
    );
    return;
  }
  event.waitUntil(openReminder(typeof data.url === 'string' ? data.url : '/app'));
});
