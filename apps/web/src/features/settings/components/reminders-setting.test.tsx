// Reminders in settings: turning this device on asks for permission, subscribes with the server's
// VAPID key and registers the subscription in the app's language; the test notification goes to this
// device; turning off unsubscribes and forgets it; a blocked or unsupported browser says so; the
// planning nudge and quiet hours save at once; the texts in French. The browser's push objects are
// stand-ins (jsdom has none); the network is the fetch stub.
import type { ReminderSettingsDto } from '@nova/core/contracts/reminders';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { RemindersSetting } from './reminders-setting.tsx';

const publicKey = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const endpoint = 'https://push.example.org/send/abc';
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const none: ReminderSettingsDto = { planningTime: null, quietStart: null, quietEnd: null };

/** The browser's Notification, PushManager and service worker registration, as far as the setting uses them. */
function fakeBrowser(
  permission: NotificationPermission = 'default',
  { worker = 'active' }: { worker?: 'active' | 'installing' | 'failing' } = {},
) {
  let current: {
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const Notification = { permission, requestPermission: vi.fn(async () => 'granted' as const) };
  // An active worker: the app's own, installed a few seconds after the first load. `installing`: the
  // one settings registered just now, which cannot subscribe until `ready` says it is active;
  // `failing`: one whose install fails (it becomes redundant, and `ready` never comes).
  const installingWorker = Object.assign(new EventTarget(), { state: 'installing' });
  const registration: {
    active: object | null;
    installing: typeof installingWorker | null;
    pushManager: object;
  } = {
    active: worker === 'active' ? {} : null,
    installing: worker === 'active' ? null : installingWorker,
    pushManager: {},
  };
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array<ArrayBuffer> }) => {
    if (!registration.active)
      throw new DOMException('Subscription failed - no active Service Worker', 'AbortError');
    current = {
      options: { applicationServerKey: options.applicationServerKey.buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return current;
  });
  registration.pushManager = { subscribe, getSubscription: async () => current };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      get ready() {
        if (worker === 'failing') {
          setTimeout(() => {
            installingWorker.state = 'redundant';
            installingWorker.dispatchEvent(new Event('statechange'));
          });
          return new Promise(() => undefined);
        }
        registration.active ??= {};
        registration.installing = null;
        return Promise.resolve(registration);
      },
    },
  });
  return { Notification, subscribe };
}

/** The server's answer to registering this device's subscription. */
const savedSubscription = (id: string) => ({
  id,
  service: 'push.example.org',
  label: null,
  language: 'en',
  createdAt: '2026-11-21T09:00:00.000Z',
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('RemindersSetting', () => {
  it('turns this device on, sends it a test notification, and turns it off', async () => {
    const browser = fakeBrowser();
    api()
      .get('/api/reminders/settings', () => none)
      .get('/api/reminders/push-key', () => ({ publicKey }))
      .post('/api/reminders/subscriptions', () => savedSubscription('sub-1'))
      .post('/api/reminders/test', () => ({ sent: 1, removed: 0 }))
      .delete('/api/reminders/subscriptions/sub-1', () => undefined);
    const { user } = renderWithApp(<RemindersSetting />);
    expect(await screen.findByRole('region', { name: 'Reminders' })).toBeInTheDocument();
    const device = await screen.findByRole('switch', { name: 'Reminders on this device' });
    await waitFor(() => expect(device).toBeEnabled());
    expect(device).toHaveAttribute('aria-checked', 'false');

    await user.click(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(browser.Notification.requestPermission).toHaveBeenCalledOnce();
    const key = browser.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key?.length).toBe(65);
    expect(key?.[0]).toBe(4);
    expect(api().callsTo('POST', '/api/reminders/subscriptions')[0]?.body).toEqual({
      endpoint,
      keys,
      language: 'en',
    });
    expect(await screen.findByText('Reminders are on for this device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/reminders/test')[0]?.body).toEqual({ subscriptionId: 'sub-1' });

    await user.click(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    expect(api().callsTo('DELETE', '/api/reminders/subscriptions/sub-1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();
  });

  it('turns on with a worker still installing once it is active', async () => {
    const browser = fakeBrowser('default', { worker: 'installing' });
    api()
      .get('/api/reminders/settings', () => none)
      .get('/api/reminders/push-key', () => ({ publicKey }))
      .post('/api/reminders/subscriptions', () => savedSubscription('sub-2'));
    const { user } = renderWithApp(<RemindersSetting />);
    const device = await screen.findByRole('switch', { name: 'Reminders on this device' });
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(browser.subscribe).toHaveBeenCalledOnce(); // once, after `ready`: an early call throws
    expect(api().callsTo('POST', '/api/reminders/subscriptions')).toHaveLength(1);
  });

  it('says so when the worker being installed fails, instead of waiting', async () => {
    const browser = fakeBrowser('default', { worker: 'failing' });
    api()
      .get('/api/reminders/settings', () => none)
      .get('/api/reminders/push-key', () => ({ publicKey }));
    const { user } = renderWithApp(<RemindersSetting />);
    const device = await screen.findByRole('switch', { name: 'Reminders on this device' });
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(
      await screen.findByText('Could not change reminders on this device. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(device).toBeEnabled());
    expect(device).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api().callsTo('POST', '/api/reminders/subscriptions')).toHaveLength(0);
  });

  it('says so when notifications are blocked, or the browser has no push', async () => {
    fakeBrowser('denied');
    api().get('/api/reminders/settings', () => none);
    const { unmount } = renderWithApp(<RemindersSetting />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', api().fetch);
    renderWithApp(<RemindersSetting />);
    expect(await screen.findByText(/This browser cannot show reminders/)).toBeInTheDocument();
  });

  it('saves the planning nudge and quiet hours at once', async () => {
    api()
      .get('/api/reminders/settings', () => none)
      .put('/api/reminders/settings', (call) => call.body);
    const { user } = renderWithApp(<RemindersSetting />);
    const planning = await screen.findByRole('checkbox', { name: 'Morning planning nudge' });
    await waitFor(() => expect(planning).toBeEnabled());
    await user.click(planning);
    expect(await screen.findByLabelText('Nudge time')).toHaveValue('08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    expect(await screen.findByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('Until')).toHaveValue('07:00');
    expect(
      api()
        .callsTo('PUT', '/api/reminders/settings')
        .map((c) => c.body),
    ).toEqual([
      { planningTime: '08:00', quietStart: null, quietEnd: null },
      { planningTime: '08:00', quietStart: '22:00', quietEnd: '07:00' },
    ]);
  });

  it('speaks French', async () => {
    await changeLanguage('fr');
    api().get('/api/reminders/settings', () => none);
    renderWithApp(<RemindersSetting />);
    expect(await screen.findByRole('region', { name: 'Rappels' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Heures calmes' })).toBeInTheDocument();
  });
});
