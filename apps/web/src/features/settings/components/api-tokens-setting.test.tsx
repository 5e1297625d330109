// API tokens in settings: the list with access and last use, making a token (its secret shown once,
// the list never holding it), revoking after a confirmation, the limit's message, and French.
import type { ApiTokenDto } from '@nova/core/contracts/api-tokens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ApiTokensSetting } from './api-tokens-setting.tsx';

const laptop: ApiTokenDto = {
  id: 't1',
  name: 'Laptop script',
  scope: 'write',
  prefix: 'nova_AbCd',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
};
const secret = `nova_${'s'.repeat(43)}`;

describe('ApiTokensSetting', () => {
  it('makes a token: the secret is shown once and the list gains the token without it', async () => {
    api()
      .get('/api/api-tokens', () => ({ tokens: [] }))
      .post('/api/api-tokens', (call) => ({ ...laptop, id: 't2', ...(call.body as object), token: secret }));
    const { user } = renderWithApp(<ApiTokensSetting />);
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a token' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'Agent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Access' }), 'Read and write');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByRole('textbox', { name: 'Your new token' })).toHaveValue(secret);
    expect(api().callsTo('POST', '/api/api-tokens')[0]?.body).toEqual({ name: 'Agent', scope: 'write' });
    const list = screen.getByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Agent')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(secret);
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
  });

  it('revokes a token only after a confirmation', async () => {
    api()
      .get('/api/api-tokens', () => ({ tokens: [laptop] }))
      .delete('/api/api-tokens/t1', () => undefined);
    const { user } = renderWithApp(<ApiTokensSetting />);
    expect(await screen.findByText(/^Made .*2026, not used yet$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your API tokens' })).getByText(/Read and write/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Laptop script' }));
    expect(api().callsTo('DELETE', '/api/api-tokens/t1')).toHaveLength(0);
    expect(screen.getByText('Scripts using it will stop working.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Laptop script' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(api().callsTo('DELETE', '/api/api-tokens/t1')).toHaveLength(1);
  });

  it('says what to do at the limit, and speaks French', async () => {
    api()
      .get('/api/api-tokens', () => ({ tokens: [laptop] }))
      .post('/api/api-tokens', () => apiError(409, 'api_token_limit'));
    const { user } = renderWithApp(<ApiTokensSetting />);
    await user.type(await screen.findByRole('textbox', { name: 'Token name' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByText(/You have 20 tokens/)).toBeInTheDocument();
    await changeLanguage('fr');
    expect(await screen.findByRole('region', { name: 'Jetons d’API' })).toBeInTheDocument();
  });
});
