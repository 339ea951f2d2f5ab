import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a record just written into the cached list under `queryKey` (replaced if the list already holds it,
 * else appended). A read of that list still in flight was sent before the write landed and would answer
 * without the record, overwriting it when it arrives; it is cancelled first.
 */
export async function putInCachedList<T extends { id: number }>(
  client: QueryClient,
  queryKey: QueryKey,
  record: T,
): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T[]>(queryKey, (list) =>
    list?.some((each) => each.id === record.id)
      ? list.map((each) => (each.id === record.id ? record : each))
      : [...(list ?? []), record],
  );
}

/** Drops a deleted record from the cached list under `queryKey`, cancelling a read sent before the delete. */
export async function dropFromCachedList<T extends { id: number }>(
  client: QueryClient,
  queryKey: QueryKey,
  id: number,
): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T[]>(queryKey, (list) => list?.filter((each) => each.id !== id));
}
