// This browser's push subscription for reminders: whether it can have one, whether it has one, and
// turning it on (permission, subscribe with the server's VAPID key, register it with the server in
// the app's language) or off. The server's id for it is remembered in localStorage, so the settings
// know which device is this one.
import type { Language } from '@nova/core/contracts/auth';
import { registerServiceWorkerNow } from '../../lib/offline/register-sw.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { deleteSubscription, fetchPushKey, saveSubscription } from './api/reminders.ts';

const SUBSCRIPTION_ID_KEY = 'reminders.subscriptionId';

export type DeviceState =
  | { state: 'unsupported' | 'unavailable' | 'blocked' | 'off' }
  | { state: 'on'; subscriptionId: string };

export class PushBlockedError extends Error {
  constructor() {
    super('Notifications are not allowed for this site');
    this.name = 'PushBlockedError';
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * This page's worker registration; on a first visit the app registers it a few seconds after load
 * (lib/offline/register-sw.ts), so settings opened before that start it here.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? (await registerServiceWorkerNow()) ?? null;
}

/**
 * Subscribing needs an active worker; one registered just now is still installing. Its registration
 * once active, or an error if the install fails (the worker becomes redundant), so the switch says so
 * instead of waiting forever.
 */
function whenActive(reg: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (reg.active) return Promise.resolve(reg);
  const pending = reg.installing ?? reg.waiting;
  return new Promise((resolve, reject) => {
    void navigator.serviceWorker.ready.then(resolve);
    pending?.addEventListener('statechange', () => {
      if (pending.state === 'redundant') reject(new Error('The service worker did not install'));
    });
  });
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const reg = await registration();
  if (!reg) return { state: 'unavailable' };
  const subscription = await reg.pushManager.getSubscription();
  const subscriptionId = readStored(SUBSCRIPTION_ID_KEY);
  return subscription && subscriptionId ? { state: 'on', subscriptionId } : { state: 'off' };
}

/** Asks for permission, subscribes and registers this device; its server id. */
export async function turnOn(language: Language): Promise<string> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError();
  const registered = await registration();
  if (!registered) throw new Error('No service worker registered');
  const reg = await whenActive(registered);
  const key = base64UrlBytes((await fetchPushKey()).publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot receive: replace it.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  const saved = await saveSubscription({ endpoint: json.endpoint, keys: json.keys, language });
  writeStored(SUBSCRIPTION_ID_KEY, saved.id);
  return saved.id;
}

export async function turnOff(subscriptionId: string): Promise<void> {
  const reg = await registration();
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
  await deleteSubscription(subscriptionId).catch(() => undefined); // already gone on the server: fine
  writeStored(SUBSCRIPTION_ID_KEY, '');
}
