import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { listPageUrl } from '#client/lib/paging.ts';
import {
  ADMIN_USER_PAGE_SIZE,
  type AdminPasswordResetResult,
  type AdminStats,
  type AdminSubscriptionChangeResult,
  type AdminUser,
  type AdminUserPage,
  type AdminUserUpdateInput,
  type SyncSubscriptionsResult,
} from '#shared/schemas/admin.ts';
import { sessionKeys } from './session.ts';

/** Query keys of the admin endpoints; `all` is the prefix of every one of them. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  /** Every searched user list, one per search text under this prefix. */
  userLists: () => ['admin', 'users'] as const,
  userList: (q: string) => ['admin', 'users', q] as const,
};

/** GET /api/admin/stats: total users, admin users, sign-ins in the last 7 days. */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => fetchJson<AdminStats>('/api/admin/stats', signal),
  });
}

/** GET /api/admin/users: accounts matching `q` (username, name or e-mail), newest first, a page at a time. */
export function useAdminUserPages(q: string) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.userList(q),
    queryFn: ({ pageParam, signal }) =>
      fetchJson<AdminUserPage>(
        listPageUrl('/api/admin/users', { q, limit: String(ADMIN_USER_PAGE_SIZE) }, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
    // While a new search loads, the rows of the last one stay (no skeleton flash on every keystroke).
    placeholderData: keepPreviousData,
  });
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.users) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? null;
  return { query, users, total };
}

type UserPages = InfiniteData<AdminUserPage>;

/** Applies a change to every cached page of every user list. */
function updateUserLists(client: QueryClient, change: (page: AdminUserPage) => AdminUserPage): void {
  client.setQueriesData<UserPages>({ queryKey: adminKeys.userLists() }, (data) =>
    data ? { ...data, pages: data.pages.map(change) } : data,
  );
}

/** Puts the server's new copy of an account into every cached list. */
function storeUser(client: QueryClient, user: AdminUser): void {
  updateUserLists(client, (page) => ({
    ...page,
    users: page.users.map((row) => (row.id === user.id ? user : row)),
  }));
}

/** After a change to the signed-in admin's own account, the session's copy is read again. */
function refreshSelf(client: QueryClient, user: AdminUser): void {
  const self = client.getQueryData<{ id: string } | null>(sessionKeys.user());
  if (self?.id === user.id) void client.invalidateQueries({ queryKey: sessionKeys.user() });
}

async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** PATCH /api/admin/users/{id}: only the changed username and/or password. */
export function useUpdateUserCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: AdminUserUpdateInput }) =>
      sendJson<AdminUser>('PATCH', `/api/admin/users/${userId}`, input),
    onSuccess: (user) => {
      storeUser(client, user);
      refreshSelf(client, user);
    },
  });
}

/** PUT /api/admin/users/{id}/activate or /deactivate. */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      sendJson<AdminUser>('PUT', `/api/admin/users/${userId}/${isActive ? 'activate' : 'deactivate'}`),
    onSuccess: (user) => storeUser(client, user),
  });
}

/** POST /api/admin/send-password-reset: the note says where the message went. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      sendJson<AdminPasswordResetResult>('POST', '/api/admin/send-password-reset', { email }),
  });
}

/** POST /api/admin/cancel-subscription: cancels at the period end; the row shows the scheduled end. */
export function useCancelUserSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson<AdminSubscriptionChangeResult>('POST', '/api/admin/cancel-subscription', { userId }),
    onSuccess: (result) => storeUser(client, result.user),
  });
}

/** POST /api/admin/resume-subscription: withdraws a scheduled cancellation; the row shows Active again. */
export function useResumeUserSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson<AdminSubscriptionChangeResult>('POST', '/api/admin/resume-subscription', { userId }),
    onSuccess: (result) => storeUser(client, result.user),
  });
}

/** DELETE /api/admin/users/{id}: the row leaves every cached list at once; counts are read again. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await apiRequest('DELETE', `/api/admin/users/${userId}`);
    },
    onSuccess: async (_data, userId) => {
      updateUserLists(client, (page) => ({
        ...page,
        users: page.users.filter((row) => row.id !== userId),
        total: Math.max(0, page.total - 1),
      }));
      await client.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}

/** POST /api/admin/sync-subscriptions: re-reads every subscription from the provider; lists are read again. */
export function useSyncSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<SyncSubscriptionsResult>('POST', '/api/admin/sync-subscriptions'),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.userLists() }),
  });
}
