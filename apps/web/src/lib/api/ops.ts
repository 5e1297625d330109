// What every write of the task workspace shares: client-generated ids (UUID v7) and operation ids so a
// replayed request changes nothing twice, a mutation wrapper that stamps the opId once per call (the
// optimistic update and the request see the same one), and snapshot/rollback of cached queries.
// Writes go through the offline outbox (lib/offline): a write kept for later resolves with QUEUED, and
// then the hook's onSuccess/onSettled (which expect the server's answer, and would refetch over the
// local change) are skipped; the change stays on screen until the replay refetches.
import {
  type MutateOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { v7 } from 'uuid';
import { isQueued, type Queued } from '../offline/outbox.ts';

export { isQueued, type Queued } from '../offline/outbox.ts';

/** A new time-ordered id for a row created on this device, or for an operation. */
export const newId = (): string => v7();

export type OpInput = { opId?: string };
export type Stamped<V> = V & { opId: string };

export function stampOp<V extends OpInput>(variables: V): Stamped<V> {
  // A set opId on a generic V does not narrow V itself: the check is what makes the cast true. The same
  // object goes on (no copy) when it already has one.
  return variables.opId ? (variables as Stamped<V>) : { ...variables, opId: newId() };
}

/** A mutation result whose `mutate` accepts variables without an opId and stamps one per call. */
export type OpMutation<TData, V, TContext = unknown> = Omit<
  UseMutationResult<TData | Queued, Error, Stamped<V>, TContext>,
  'mutate' | 'mutateAsync'
> & {
  mutate: (variables: V, options?: MutateOptions<TData | Queued, Error, Stamped<V>, TContext>) => void;
  mutateAsync: (
    variables: V,
    options?: MutateOptions<TData | Queued, Error, Stamped<V>, TContext>,
  ) => Promise<TData | Queued>;
};

type Options<TData, V, TContext> = UseMutationOptions<TData, Error, Stamped<V>, TContext>;

/** The hook's options, with a mutationFn that may answer QUEUED (the outbox kept the write). */
export type OpMutationOptions<TData, V, TContext> = Omit<
  Options<TData, V, TContext>,
  'mutationFn' | 'onSuccess' | 'onSettled'
> & {
  mutationFn: (variables: Stamped<V>) => Promise<TData | Queued>;
  onSuccess?: Options<TData, V, TContext>['onSuccess'];
  onSettled?: Options<TData, V, TContext>['onSettled'];
};

export function useOpMutation<TData, V extends OpInput, TContext = unknown>(
  options: OpMutationOptions<TData, V, TContext>,
  prepare: (variables: V) => Stamped<V> = stampOp,
): OpMutation<TData, V, TContext> {
  const { onSuccess, onSettled, ...rest } = options;
  const mutation = useMutation<TData | Queued, Error, Stamped<V>, TContext>({
    ...rest,
    onSuccess: (data, ...args) => (isQueued(data) ? undefined : onSuccess?.(data, ...args)),
    onSettled: (data, ...args) => (isQueued(data) ? undefined : onSettled?.(data, ...args)),
  });
  return {
    ...mutation,
    mutate: (variables, callOptions) => mutation.mutate(prepare(variables), callOptions),
    mutateAsync: (variables, callOptions) => mutation.mutateAsync(prepare(variables), callOptions),
  };
}

/** The cached data under some keys, to put back when an optimistic change fails. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

export async function snapshotQueries(
  client: QueryClient,
  keys: readonly QueryKey[],
): Promise<CacheSnapshot> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  return keys.flatMap((queryKey) => client.getQueriesData({ queryKey }));
}

export function restoreQueries(client: QueryClient, snapshot: CacheSnapshot | undefined): void {
  if (!snapshot) return;
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** `?opId=` for DELETE/PUT routes that take it in the query string. */
export const opQuery = (opId: string): string => `opId=${encodeURIComponent(opId)}`;
