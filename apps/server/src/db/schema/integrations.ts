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
