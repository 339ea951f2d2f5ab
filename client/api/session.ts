import { queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchJson, isApiError } from '#client/lib/api.ts';
import { hasSignedInHint, takeServedUser } from '#client/lib/session-hint.ts';
import type { LoginInput, PublicUser } from '#shared/schemas/auth.ts';

/** Query key of the signed-in user. */
export const sessionKeys = {
  user: () => ['session', 'user'] as const,
};

/**
 * GET /api/user: the signed-in user, or null when signed out (a 401 here is an answer, not an error). Without the
 * signed-in hint cookie the answer is known to be null and nothing is asked (docs/decisions/026-client-delivery.md);
 * a signed-in page's HTML carries the answer, so that page asks nothing either (decision 039).
 */
export function sessionUserQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.user(),
    enabled: hasSignedInHint,
    initialData: () => (hasSignedInHint() ? takeServedUser() : null),
    queryFn: async ({ signal }) => {
      try {
        return await fetchJson<PublicUser>('/api/user', signal);
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
  });
}

/** POST /api/login: the user on success; a wrong password answers 401 (see `meta.isSignIn` in client/lib/api.ts). */
export async function logIn(credentials: LoginInput): Promise<PublicUser> {
  const res = await apiRequest('POST', '/api/login', credentials);
  return (await res.json()) as PublicUser;
}

/** POST /api/logout: ends the session on the server. */
export async function logOut(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
