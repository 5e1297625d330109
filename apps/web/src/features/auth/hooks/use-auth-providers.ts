// The sign-in options this server offers (OIDC providers, and whether e-mail + password is on).
import { useQuery } from '@tanstack/react-query';
import { providersQueryOptions } from '../../../lib/session.ts';

export function useAuthProviders() {
  return useQuery(providersQueryOptions);
}
