// Personal API tokens in settings: the list (name, access, made, last used), making one (its secret
// shown once, with a copy button) and revoking one after a confirmation. For scripts and AI agents
// (`npx nova mcp`); the texts say what a token can do.
import type { ApiTokenDto, ApiTokenScope } from '@nova/core/contracts/api-tokens';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiTokensQueryOptions, useApiTokenActions } from '../api/api-tokens.ts';
import { ShownOnceSecret } from './shown-once-secret.tsx';

export function ApiTokensSetting() {
  const { t } = useTranslation('integrations');
  const titleId = useId();
  const hintId = useId();
  const tokens = useQuery(apiTokensQueryOptions());
  const { create, revoke } = useApiTokenActions();
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <section aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-3">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('apiTokens.title')}
      </h3>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('apiTokens.hint')}
      </p>
      {tokens.isError ? <p className="text-sm text-muted-foreground">{t('apiTokens.loadFailed')}</p> : null}
      {tokens.data && tokens.data.tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('apiTokens.none')}</p>
      ) : null}
      {tokens.data && tokens.data.tokens.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('apiTokens.listLabel')}>
          {tokens.data.tokens.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              pending={revoke.isPending}
              onRevoke={() =>
                revoke.mutate(token.id, {
                  onSuccess: () => toast(t('apiTokens.revoked', { name: token.name })),
                  onError: () => toast.error(t('apiTokens.failed')),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {secret ? (
        <ShownOnceSecret
          value={secret}
          label={t('apiTokens.secret')}
          copied={t('apiTokens.copied')}
          note={t('apiTokens.shownOnce')}
        />
      ) : null}
      <NewTokenForm
        pending={create.isPending}
        onCreate={(body, done) =>
          create.mutate(body, {
            onSuccess: (made) => {
              setSecret(made.token);
              done();
            },
            onError: (error) =>
              toast.error(
                error instanceof ApiRequestError && error.code === 'api_token_limit'
                  ? t('apiTokens.limit')
                  : t('apiTokens.failed'),
              ),
          })
        }
      />
    </section>
  );
}

function TokenRow({
  token,
  pending,
  onRevoke,
}: {
  token: ApiTokenDto;
  pending: boolean;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation('integrations');
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{token.name}</span>
        <span className="text-xs text-muted-foreground">
          {t(token.scope === 'write' ? 'apiTokens.scopeWrite' : 'apiTokens.scopeRead')} ·{' '}
          <code>{token.prefix}…</code>
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {token.lastUsedAt
          ? t('apiTokens.madeUsed', { made: date(token.createdAt), used: date(token.lastUsedAt) })
          : t('apiTokens.madeUnused', { made: date(token.createdAt) })}
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs">{t('apiTokens.revokeConfirm')}</span>
          <Button size="sm" variant="destructive" disabled={pending} onClick={onRevoke}>
            {t('apiTokens.revokeYes', { name: token.name })}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            {t('calendarFeed.cancel')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setConfirming(true)}>
          {t('apiTokens.revoke', { name: token.name })}
        </Button>
      )}
    </li>
  );
}

function NewTokenForm({
  pending,
  onCreate,
}: {
  pending: boolean;
  onCreate: (body: { name: string; scope: ApiTokenScope }, done: () => void) => void;
}) {
  const { t } = useTranslation('integrations');
  const nameId = useId();
  const scopeId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    onCreate({ name: name.trim(), scope }, () => setName(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={nameId} className="text-xs font-medium">
          {t('apiTokens.name')}
        </label>
        <input
          id={nameId}
          value={name}
          maxLength={60}
          required
          onChange={(e) => setName(e.target.value)}
          placeholder={t('apiTokens.namePlaceholder')}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={scopeId} className="text-xs font-medium">
          {t('apiTokens.access')}
        </label>
        <select
          id={scopeId}
          value={scope}
          onChange={(e) => setScope(e.target.value === 'write' ? 'write' : 'read')}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
        >
          <option value="read">{t('apiTokens.scopeRead')}</option>
          <option value="write">{t('apiTokens.scopeWrite')}</option>
        </select>
      </div>
      <Button type="submit" disabled={pending || name.trim() === ''}>
        {t('apiTokens.create')}
      </Button>
    </form>
  );
}
