// Rules of personal API tokens: at most 20 per user, each named and read-only or read-write; the
// secret (`nova_` + 256 random bits) is returned once and only its SHA-256 is stored. A request with
// `Authorization: Bearer nova_…` resolves to the token's owner (http/session.ts); its last use is
// written at most once a minute.
import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKENS_PER_USER_MAX,
  type ApiTokenDto,
  type ApiTokenScope,
  type CreateApiTokenBody,
  type CreatedApiTokenDto,
} from '@nova/core/contracts/api-tokens';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import { type ApiTokenRow, apiTokenRepo } from './api-token.repo.ts';

const TOKEN_PREFIX = 'nova_';
const TOUCH_EVERY_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether a bearer credential looks like one of ours (cheap check before any lookup). */
export const isApiTokenShape = (value: string) => /^nova_[A-Za-z0-9_-]{43}$/.test(value);

const present = (row: ApiTokenRow): ApiTokenDto => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export type TokenAuth = { user: AuthedUser; tokenId: string; scope: ApiTokenScope };

type Deps = { db: Db; ops: Operations; clock: Clock };

export function apiTokenService({ db, ops, clock }: Deps) {
  async function list(userId: string): Promise<{ tokens: ApiTokenDto[] }> {
    return { tokens: (await apiTokenRepo(db).list(userId)).map(present) };
  }

  /** A new token; the answer is the only place its secret appears (no opId: it is not stored). */
  function create(userId: string, body: CreateApiTokenBody): Promise<OperationOutcome<CreatedApiTokenDto>> {
    return ops.run(userId, undefined, async ({ trx, now }) => {
      const repo = apiTokenRepo(trx);
      if ((await repo.count(userId)) >= API_TOKENS_PER_USER_MAX) {
        throw new DomainError(
          'api_token_limit',
          `You have ${API_TOKENS_PER_USER_MAX} tokens: revoke one you no longer use first`,
        );
      }
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row: ApiTokenRow = {
        id: uuidV7(Date.parse(now)),
        name: body.name,
        scope: body.scope,
        prefix: token.slice(0, TOKEN_PREFIX.length + 4),
        created_at: now,
        last_used_at: null,
      };
      await repo.insert({ ...row, user_id: userId, token_hash: sha256(token) });
      return { status: 201, body: { ...present(row), token } };
    });
  }

  function revoke(userId: string, id: string): Promise<OperationOutcome<null>> {
    return ops.run(userId, undefined, async ({ trx }) => {
      if (!(await apiTokenRepo(trx).remove(userId, id))) throw notFound('API token');
      return { status: 204, body: null };
    });
  }

  /** The owner and scope of a bearer secret, or null for an unknown or revoked one. */
  async function resolve(secret: string): Promise<TokenAuth | null> {
    if (!isApiTokenShape(secret)) return null;
    const repo = apiTokenRepo(db);
    const row = await repo.findByHash(sha256(secret));
    if (!row) return null;
    const now = clock.now();
    if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) {
      await repo.touch(row.id, now.toISOString());
    }
    return {
      tokenId: row.id,
      scope: row.scope,
      user: {
        id: row.user_id,
        email: row.email,
        name: row.user_name,
        createdAt: row.user_created_at,
        timeZone: row.time_zone,
      },
    };
  }

  return { list, create, revoke, resolve };
}

export type ApiTokenService = ReturnType<typeof apiTokenService>;
