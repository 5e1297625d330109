// The two signals at a phase end: a short, soft two-note chime made with Web Audio (no files), and a
// browser notification when the user allowed them. Permission is asked only from a button the user
// presses, once; a "no thanks" is remembered and we never ask again.
import { readStored, writeStored } from '../../lib/storage.ts';

export const SOUND_KEY = 'pomodoro-sound';
export const NOTIFY_ASKED_KEY = 'pomodoro-notifications-asked';

let audio: AudioContext | null = null;

/** Create or resume the audio context from a user gesture, so a later chime is allowed to play. */
export function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null; // no Web Audio: the chime is simply skipped
  }
}

export function soundEnabled(): boolean {
  return readStored(SOUND_KEY) !== 'off';
}

/** Two gentle sine notes, quiet and short (about half a second in all). */
export function playChime(): void {
  if (!soundEnabled()) return;
  unlockAudio();
  const context = audio;
  if (!context) return;
  const start = context.currentTime + 0.02;
  [523.25, 659.25].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.22;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.12, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}

export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

export function notificationState(): NotificationState {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/** Whether to offer the permission question: supported, not decided, never answered here. */
export function shouldOfferNotifications(): boolean {
  return notificationState() === 'default' && readStored(NOTIFY_ASKED_KEY) === null;
}

export async function askNotificationPermission(): Promise<NotificationState> {
  writeStored(NOTIFY_ASKED_KEY, 'asked');
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationState();
  }
}

export function declineNotifications(): void {
  writeStored(NOTIFY_ASKED_KEY, 'declined');
}

export function notify(title: string, body: string): void {
  if (notificationState() !== 'granted') return;
  try {
    // One tag: a new phase end replaces the previous notification instead of piling up.
    new Notification(title, { body, tag: 'nova-pomodoro', silent: true, icon: '/favicon.svg' });
  } catch {
    // Some platforms only allow notifications from a service worker; the chime and text still work.
  }
}
