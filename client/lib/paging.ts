import { type InfiniteData, type QueryClient, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NEXT_CURSOR_HEADER } from '#shared/constants.ts';
import { getJson } from './api.ts';

/** One page of a paged list: the spec's array body and the next page's cursor from the headers. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Query-string filters of a list (`q`, `status`...); empty values are left out of the URL. */
export type ListFilters = Record<string, string | readonly string[] | undefined>;

/** The URL of one page: the list's path, its filters and the cursor (none for the first page). */
export function listPageUrl(path: string, filters: ListFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) {
      if (item !== '') params.append(name, item);
    }
  }
  if (cursor !== null) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** GETs one page; a non-OK answer throws like every other API call. */
export async function fetchListPage<T>(
  path: string,
  filters: ListFilters,
  cursor: string | null,
): Promise<ListPage<T>> {
  const { data, header } = await getJson<T[]>(listPageUrl(path, filters, cursor), {
    header: NEXT_CURSOR_HEADER,
  });
  return { items: data, nextCursor: header };
}

/**
 * A paged list (docs/decisions/015-paging-lists.md): the first page loads at once, `fetchNextPage` adds the next
 * one, and `items` is every loaded row in order. `refetchOnMount: 'always'` suits lists that show money.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  filters: ListFilters,
  options: { refetchOnMount?: 'always' } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchListPage<T>(path, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...options,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, items };
}

/** Drops a deleted row from every cached page of the lists under `keyPrefix`, so it vanishes at once. */
export function removeFromPagedLists<T extends { id: number }>(
  client: QueryClient,
  keyPrefix: QueryKey,
  id: number,
): void {
  client.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey: keyPrefix }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((r) => r.id !== id) })),
        }
      : data,
  );
}
