// Table types of identity: users, sessions, linked accounts, sign-in flows, settings, and the
// applied-operation log that makes writes replay-safe.
import type { Generated } from 'kysely';
import type { Flag, IsoTime, JsonText } from './columns.ts';

export type UsersTable = {
  id: string;
  email: string | null;
  name: string;
  password_hash: string | null;
  /** IANA time zone; null reads as UTC. */
  time_zone: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  last_seen_at: IsoTime;
  user_agent: string | null;
};

export type AccountsTable = {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: IsoTime;
};

export type AuthFlowsTable = {
  id: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  created_at: IsoTime;
  expires_at: IsoTime;
};

export type UserSettingsTable = {
  user_id: string;
  language: string | null;
  theme: string | null;
  coach_persona: string | null;
  data: Generated<JsonText>;
  /** 0: the user turned the game elements off (migration 0008). */
  game_enabled: Generated<Flag>;
  updated_at: IsoTime;
};

export type AppliedOperationsTable = {
  user_id: string;
  op_id: string;
  status_code: number;
  response_body: string;
  created_at: IsoTime;
};
