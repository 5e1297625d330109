// Personal API tokens (GET/POST /api/api-tokens, DELETE /api/api-tokens/{id}): the list never holds
// secrets; making a token returns its secret this once.
import type { ApiTokenDto, ApiTokenScope, CreatedApiTokenDto } from '@nova/core/contracts/api-tokens';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type TokenList = { tokens: ApiTokenDto[] };

export const apiTokensKey = ['api-tokens'] as const;

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensKey,
    queryFn: ({ signal }) => apiRequest<TokenList>('/api/api-tokens', { signal }),
  });

export function useApiTokenActions() {
  const client = useQueryClient();
  const update = (change: (tokens: ApiTokenDto[]) => ApiTokenDto[]) =>
    client.setQueryData<TokenList>(apiTokensKey, (list) => list && { tokens: change(list.tokens) });
  const create = useMutation({
    mutationFn: (body: { name: string; scope: ApiTokenScope }) =>
      apiRequest<CreatedApiTokenDto>('/api/api-tokens', { method: 'POST', body }),
    onSuccess: ({ token: _secret, ...made }) => update((tokens) => [...tokens, made]),
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`/api/api-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_none, id) => update((tokens) => tokens.filter((t) => t.id !== id)),
  });
  return { create, revoke };
}
