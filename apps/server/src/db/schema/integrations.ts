// Table types of integrations with other software: the private calendar feed.
import type { IsoTime } from './columns.ts';

export type CalendarFeedsTable = {
  user_id: string;
  /** SHA-256 (hex) of the feed URL's token; the token itself is never stored. */
  token_hash: string;
  include_habits: number;
  created_at: IsoTime;
  updated_at: IsoTime;
  last_fetched_at: IsoTime | null;
};

export type ApiTokensTable = {
  id: string;
  user_id: string;
  name: string;
  scope: 'read' | 'write';
  /** SHA-256 (hex) of the secret; the secret itself is never stored. */
  token_hash: string;
  prefix: string;
  created_at: IsoTime;
  last_used_at: IsoTime | null;
};

/** Rows an import brought in, by the source's id (migration 0018): a second import skips them. */
export type ImportSourcesTable = {
  user_id: string;
  source: string;
  kind: string;
  source_id: string;
  entity_id: string;
  created_at: IsoTime;
};
/** A device's Web Push subscription (migration 0017). */
export type PushSubscriptionsTable = {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  label: string | null;
  language: string | null;
  created_at: IsoTime;
  last_sent_at: IsoTime | null;
};

export type TaskRemindersTable = {
  task_id: string;
  user_id: string;
  remind_at: IsoTime;
  updated_at: IsoTime;
};

export type ReminderSettingsTable = {
  user_id: string;
  /** HH:MM in the user's zone. */
  planning_time: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
  updated_at: IsoTime;
};

export type ReminderSnoozesTable = {
  id: string;
  user_id: string;
  kind: 'task' | 'habit' | 'planning';
  source_id: string | null;
  fire_at: IsoTime;
  created_at: IsoTime;
};

/** One row per reminder sent: (reminder_key, due_at) is the exactly-once key. */
export type ReminderDeliveriesTable = {
  reminder_key: string;
  due_at: IsoTime;
  user_id: string;
  sent_at: IsoTime;
};
