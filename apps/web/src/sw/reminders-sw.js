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

/** Asks an open app window to route to `url` itself; true when it answered (see app/use-reminder-open.ts). */
function askToOpen(client, url) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 3000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: 'nova:open', url }, [channel.port2]);
  });
}

/**
 * Brings a window of the app to `url`: an open one routes there in place (or, when it does not answer,
 * is navigated there) and is focused (focus may be refused outside a user's click; the page still
 * shows the task); with every Nova tab closed, a new window opens.
 */
async function openReminder(url) {
  const target = new URL(url, self.location.origin);
  const path = target.pathname + target.search;
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) {
    if (new URL(client.url).pathname.startsWith('/shared-task/')) continue;
    const opened = await askToOpen(client, path);
    const shown = opened ? client : await client.navigate(target.href).catch(() => null);
    if (shown) {
      await shown.focus().catch(() => undefined);
      return;
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
